import { PROJECT_STATUS_LABELS } from '@shared/projects/status';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { Ban } from 'lucide-react';
import { useUpdateProjectStatus } from '../api/update-project-status';

/**
 * 'Opdracht annuleren' (admin, a project that is not completed or cancelled; docs/architecture.md, Conventions:
 * project status). Cancelling cannot be undone, so it asks first and says who is told.
 */
export function CancelProjectDialog({
  projectId,
  projectRef,
  hasProfessional,
}: {
  projectId: string;
  projectRef: string;
  hasProfessional: boolean;
}) {
  const update = useUpdateProjectStatus();

  const onConfirm = async (close: () => void) => {
    try {
      await update.mutateAsync({ id: projectId, status: 'cancelled' });
      toast({
        title: 'Opdracht geannuleerd',
        description: `${projectRef} is ${PROJECT_STATUS_LABELS.cancelled.toLowerCase()}.`,
        variant: 'success',
      });
      close();
    } catch (err) {
      toast({
        title: 'Annuleren mislukt',
        description: errorText(err, 'De opdracht kon niet worden geannuleerd. Probeer het opnieuw.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          <Ban aria-hidden /> Opdracht annuleren
        </Button>
      }
      title={`Opdracht ${projectRef} annuleren?`}
      description={
        <span className="block">
          De opdracht krijgt de status '{PROJECT_STATUS_LABELS.cancelled}' en kan daarna niet meer worden
          gestart, afgerond of heropend. Stappen, documenten en berichten blijven leesbaar. De klant
          {hasProfessional ? ' en de professional krijgen' : ' krijgt'} een melding en een e-mail.
        </span>
      }
      confirmLabel="Opdracht annuleren"
      pendingLabel="Bezig..."
      pending={update.isPending}
      onConfirm={onConfirm}
    />
  );
}
