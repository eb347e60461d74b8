import { CountsCard } from '@web/components/ui/counts-card';
import { CheckCircle2, ClipboardList, Clock, Loader } from 'lucide-react';
import { useProjectCounts } from '../api/get-project-counts';

/** Admin dashboard: all assignments by status. */
export function AdminProjectCounts() {
  const counts = useProjectCounts();
  const c = counts.data;
  return (
    <CountsCard
      title="Opdrachten"
      description="Alle opdrachten in het portaal."
      isPending={counts.isPending}
      isError={counts.isError}
      items={
        c
          ? [
              { label: 'Totaal', value: c.total, icon: ClipboardList, tone: 'bg-primary/10 text-primary' },
              { label: 'Wachtend', value: c.pending, icon: Clock, tone: 'bg-amber-100 text-amber-800' },
              {
                label: 'In behandeling',
                value: c.assigned + c.inProgress,
                icon: Loader,
                tone: 'bg-orange-100 text-orange-800',
                hint: `${c.assigned} toegewezen, ${c.inProgress} gestart`,
              },
              {
                label: 'Afgerond',
                value: c.completed,
                icon: CheckCircle2,
                tone: 'bg-emerald-100 text-emerald-800',
              },
            ]
          : []
      }
    />
  );
}

/** Professional dashboard: the assignments given to the caller. */
export function ProfessionalProjectStatistics() {
  const counts = useProjectCounts();
  const c = counts.data;
  return (
    <CountsCard
      title="Statistieken"
      isPending={counts.isPending}
      isError={counts.isError}
      items={
        c
          ? [
              {
                label: 'Toegewezen',
                value: c.total,
                icon: ClipboardList,
                tone: 'bg-primary/10 text-primary',
                hint: 'Alle opdrachten aan u',
              },
              {
                label: 'Actief',
                value: c.pending + c.assigned + c.inProgress,
                icon: Loader,
                tone: 'bg-orange-100 text-orange-800',
                hint: 'Nog niet afgerond',
              },
              {
                label: 'Voltooid',
                value: c.completed,
                icon: CheckCircle2,
                tone: 'bg-emerald-100 text-emerald-800',
                hint: 'Afgeronde opdrachten',
              },
            ]
          : []
      }
    />
  );
}
