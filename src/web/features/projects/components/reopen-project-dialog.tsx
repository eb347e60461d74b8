import { PROJECT_MESSAGES, reopenBody } from '@shared/projects/schemas';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { ReasonField } from '@web/components/ui/reason-field';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { RotateCcw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useReopenProject } from '../api/reopen-project';

/**
 * 'Opdracht heropenen' (admin, a completed project; docs/decisions/0018): asks first, with the reason both parties
 * read in their notification and mail (required, the shared schema's rule).
 */
export function ReopenProjectDialog({ projectId, projectRef }: { projectId: string; projectRef: string }) {
  const id = useId();
  const reopen = useReopenProject();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const onConfirm = async (close: () => void) => {
    const parsed = reopenBody.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Geef een reden op');
      field.current?.focus();
      return;
    }
    setError(null);
    try {
      await reopen.mutateAsync({ id: projectId, reason: parsed.data.reason });
      toast({
        title: PROJECT_MESSAGES.reopened,
        description: `${projectRef} is weer in behandeling.`,
        variant: 'success',
      });
      setReason('');
      close();
    } catch (err) {
      toast({
        title: 'Heropenen mislukt',
        description: errorText(err, 'De opdracht kon niet worden heropend. Probeer het opnieuw.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          <RotateCcw aria-hidden /> Opdracht heropenen
        </Button>
      }
      title={`Opdracht ${projectRef} heropenen?`}
      description={
        <>
          <span className="block">
            De opdracht gaat terug naar 'In behandeling'. Stappen, documenten en factuur blijven zoals ze
            zijn; de professional kan de stappen bijwerken en de opdracht opnieuw afronden. De klant en de
            professional krijgen een melding en een e-mail met de reden.
          </span>
          <ReasonField
            ref={field}
            id={`${id}-reason`}
            label="Reden (de klant en de professional lezen deze)"
            maxLength={500}
            value={reason}
            onChange={setReason}
            error={error}
          />
        </>
      }
      confirmLabel="Heropenen"
      pendingLabel="Bezig..."
      pending={reopen.isPending}
      onConfirm={onConfirm}
    />
  );
}
