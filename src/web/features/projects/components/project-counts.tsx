import { PROJECT_STATUS_LABELS as LABEL } from '@shared/projects/status';
import { CountsCard } from '@web/components/ui/counts-card';
import { CheckCircle2, ClipboardList, Clock, Loader, UserCheck } from 'lucide-react';
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
              { label: LABEL.pending, value: c.pending, icon: Clock, tone: 'bg-amber-100 text-amber-800' },
              {
                label: LABEL.assigned,
                value: c.assigned,
                icon: UserCheck,
                tone: 'bg-blue-100 text-blue-800',
              },
              {
                label: LABEL.in_progress,
                value: c.inProgress,
                icon: Loader,
                tone: 'bg-orange-100 text-orange-800',
              },
              {
                label: LABEL.completed,
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
                label: 'Totaal',
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
                label: LABEL.completed,
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
