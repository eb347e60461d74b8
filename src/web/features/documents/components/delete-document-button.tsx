import { DOCUMENT_MESSAGES, type ProjectDocument } from '@shared/documents/schemas';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { Trash2 } from 'lucide-react';
import { useDeleteDocument } from '../api/delete-document';

/** The delete action of one document, after a confirmation. */
export function DeleteDocumentButton({ document }: { document: ProjectDocument }) {
  const remove = useDeleteDocument(document.projectId);

  const confirm = async (close: () => void) => {
    try {
      await remove.mutateAsync(document.id);
      toast({ variant: 'success', title: DOCUMENT_MESSAGES.deleted, description: document.originalName });
      close();
    } catch (error) {
      toast({ variant: 'destructive', title: DOCUMENT_MESSAGES.deleteFailed, description: errorText(error) });
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-destructive hover:bg-destructive/10"
          aria-label={`${document.originalName} verwijderen`}
          title="Verwijderen"
        >
          <Trash2 aria-hidden />
        </Button>
      }
      title="Document verwijderen?"
      description={
        <>
          Weet u zeker dat u <strong className="break-all text-foreground">{document.originalName}</strong>{' '}
          wilt verwijderen? Dit kan niet ongedaan worden gemaakt.
        </>
      }
      confirmLabel="Verwijderen"
      pendingLabel="Verwijderen..."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
