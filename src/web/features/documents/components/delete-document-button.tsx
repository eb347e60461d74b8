import { DOCUMENT_MESSAGES, type ProjectDocument } from '@shared/documents/schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { serverErrorText } from '@web/lib/api-client';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteDocument } from '../api/delete-document';

/** The delete action of one document, after a confirmation (spec 000 §8). */
export function DeleteDocumentButton({ document }: { document: ProjectDocument }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteDocument(document.projectId);

  const confirm = async () => {
    try {
      await remove.mutateAsync(document.id);
      toast({ variant: 'success', title: DOCUMENT_MESSAGES.deleted, description: document.originalName });
      setOpen(false);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: DOCUMENT_MESSAGES.deleteFailed,
        description: serverErrorText(error) ?? 'Er is een fout opgetreden. Probeer het opnieuw.',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-destructive hover:bg-destructive/10"
          aria-label={`${document.originalName} verwijderen`}
          title="Verwijderen"
        >
          <Trash2 aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Document verwijderen?</DialogTitle>
          <DialogDescription>
            Weet u zeker dat u <strong className="break-all text-foreground">{document.originalName}</strong>{' '}
            wilt verwijderen? Dit kan niet ongedaan worden gemaakt.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Annuleren
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Verwijderen...' : 'Verwijderen'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
