import { USER_MESSAGES } from '@shared/users/schemas';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { serverErrorText } from '@web/lib/api-client';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteUser } from '../api/delete-user';

/** Spec 000 §8: confirm 'Gebruiker verwijderen?', then 'Gebruiker verwijderd' and back to the list. */
export function DeleteUserDialog({ userId, userName }: { userId: string; userName: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUser();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await remove.mutateAsync(userId);
      toast({ variant: 'success', title: USER_MESSAGES.deleted, description: `${userName} is verwijderd.` });
      setOpen(false);
      navigate('/gebruikers');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Fout bij verwijderen',
        description: serverErrorText(error) ?? 'Er is een fout opgetreden. Probeer het opnieuw.',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden /> Gebruiker verwijderen
      </Button>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Gebruiker verwijderen?</DialogTitle>
          <DialogDescription>
            Weet u zeker dat u {userName} wilt verwijderen? Dit kan niet ongedaan worden gemaakt. De
            persoonlijke gegevens worden gewist; opdrachten waar anderen bij betrokken zijn blijven bestaan
            onder de naam 'Verwijderde gebruiker'.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Annuleren
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Bezig...' : 'Verwijderen'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
