// /profiel's card 'Uw gegevens' (decision 0043): all of one's own data as a ZIP, and deleting one's own account
// after a confirm dialog with the password (and the code when two-factor sign-in is on).
import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthUser } from '@shared/auth/schemas';
import {
  type DeleteOwnAccountBody,
  type DeleteOwnAccountInput,
  deleteOwnAccountBody,
  OWN_DATA_MESSAGES,
} from '@shared/users/own-data';
import { OwnerCheckFields } from '@web/components/owner-check-fields';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, errorText } from '@web/lib/api-client';
import { applyFieldErrors } from '@web/lib/field-errors';
import { Download, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDeleteOwnAccount } from '../api/delete-own-account';
import { useExportOwnData } from '../api/export-own-data';

export function OwnDataCard({ user }: { user: AuthUser }) {
  const titleId = useId();
  const exporting = useExportOwnData();

  const download = async () => {
    try {
      await exporting.mutateAsync();
      toast({ variant: 'success', title: OWN_DATA_MESSAGES.exportStarted });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Downloaden mislukt', description: errorText(error) });
    }
  };

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Uw gegevens</CardTitle>
        <CardDescription>Neem uw gegevens mee, of verwijder uw account.</CardDescription>
      </CardHeader>
      <CardContent>
        {user.isAdminSwitching ? (
          <p className="text-sm text-muted-foreground">{OWN_DATA_MESSAGES.notWhileViewingAs}</p>
        ) : (
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">{OWN_DATA_MESSAGES.exportDescription}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={download} disabled={exporting.isPending}>
                <Download className="size-4" aria-hidden />
                {exporting.isPending ? 'Bezig...' : OWN_DATA_MESSAGES.exportTitle}
              </Button>
              <DeleteAccountDialog twoFactor={user.twoFactorEnabled} />
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

const DELETE_FIELDS = ['password', 'code'];

/** Deleting asks first, with the password, and a code of the app or a recovery code when two-factor sign-in is on. */
function DeleteAccountDialog({ twoFactor }: { twoFactor: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteOwnAccount();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DeleteOwnAccountInput, unknown, DeleteOwnAccountBody>({
    resolver: zodResolver(deleteOwnAccountBody),
    defaultValues: { password: '', code: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await remove.mutateAsync(body);
    } catch (error) {
      if (applyFieldErrors(error, setError, { fields: DELETE_FIELDS })) {
        const named = error instanceof ApiError ? (error.body?.fieldErrors ?? {}) : {};
        setFocus('code' in named ? 'code' : 'password');
        return;
      }
      toast({ variant: 'destructive', title: 'Verwijderen mislukt', description: errorText(error) });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden />
        {OWN_DATA_MESSAGES.deleteTitle}
      </Button>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{OWN_DATA_MESSAGES.deleteQuestion}</DialogTitle>
          <DialogDescription>{OWN_DATA_MESSAGES.deleteExplanation}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <OwnerCheckFields
            idPrefix="delete-account"
            register={register}
            errors={errors}
            withCode={twoFactor}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={isSubmitting}>
              Annuleren
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? 'Bezig...' : 'Definitief verwijderen'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
