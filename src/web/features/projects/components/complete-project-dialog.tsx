import type { ProjectListItem } from '@shared/projects/schemas';
import { PROJECT_STATUS_LABELS } from '@shared/projects/status';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { CheckCircle2 } from 'lucide-react';
import { useUpdateProjectStatus } from '../api/update-project-status';

/**
 * 'Markeer als Voltooid' (the assigned professional; docs/decisions/0018): completing tells the consumer and only an
 * admin can take it back, so it asks first. Shown only when the list says it can work (canComplete, decision 0035);
 * should the project have changed meanwhile, the server's refusal (409, naming what is open) is the toast.
 */
export function CompleteProjectDialog({ project }: { project: ProjectListItem }) {
  const update = useUpdateProjectStatus();
  const onConfirm = async (close: () => void) => {
    try {
      await update.mutateAsync({ id: project.id, status: 'completed' });
      toast({
        title: 'Status bijgewerkt',
        description: `${project.projectId} is nu ${PROJECT_STATUS_LABELS.completed.toLowerCase()}.`,
        variant: 'success',
      });
      close();
    } catch (error) {
      close();
      toast({
        title: 'Afronden niet mogelijk',
        description: errorText(error, 'Er is een fout opgetreden bij het bijwerken van de status.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="default">
          <CheckCircle2 aria-hidden />
          Markeer als Voltooid
        </Button>
      }
      title={`Opdracht ${project.projectId} afronden?`}
      description={
        <>
          De opdracht krijgt de status '{PROJECT_STATUS_LABELS.completed}'. De klant krijgt hiervan een
          melding en een e-mail. Dit kan daarna alleen een beheerder terugdraaien.
        </>
      }
      confirmLabel="Afronden"
      pendingLabel="Bezig..."
      pending={update.isPending}
      onConfirm={onConfirm}
    />
  );
}
