import { USER_MESSAGES } from '@shared/users/schemas';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useDeleteUser } from '../api/delete-user';

/** Confirm 'Gebruiker verwijderen?', then 'Gebruiker verwijderd' and back to the list. */
export function DeleteUserDialog({ userId, userName }: { userId: string; userName: string }) {
  const remove = useDeleteUser();
  const navigate = useNavigate();

  const confirm = async (close: () => void) => {
    try {
      await remove.mutateAsync(userId);
      toast({ variant: 'success', title: USER_MESSAGES.deleted, description: `${userName} is verwijderd.` });
      close();
      navigate('/gebruikers');
    } catch (error) {
      toast({ variant: 'destructive', title: 'Fout bij verwijderen', description: errorText(error) });
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive">
          <Trash2 aria-hidden /> Gebruiker verwijderen
        </Button>
      }
      title="Gebruiker verwijderen?"
      description={
        <>
          Weet u zeker dat u {userName} wilt verwijderen? Dit kan niet ongedaan worden gemaakt. De
          persoonlijke gegevens worden gewist; opdrachten waar anderen bij betrokken zijn blijven bestaan
          onder de naam 'Verwijderde gebruiker'.
        </>
      }
      confirmLabel="Verwijderen"
      pendingLabel="Bezig..."
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
