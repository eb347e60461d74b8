import { zodResolver } from '@hookform/resolvers/zod';
import type { PasswordInputs } from '@shared/auth/password-rule';
import { PASSWORD_TOO_GUESSABLE } from '@shared/auth/schemas';
import { ADMIN_RESET_MESSAGES, adminResetPasswordForm } from '@shared/users/schemas';
import type { z } from '@shared/zod';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { applyFieldErrors } from '@web/lib/field-errors';
import { PASSWORD_ADVICE, refuseGuessablePassword } from '@web/lib/password-rule';
import { KeyRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useResetUserPassword } from '../api/reset-user-password';
import { PasswordStrength } from './password-strength';

type FormInput = z.input<typeof adminResetPasswordForm>;

/** The messages of the dialog, also as a toast so they are not missed. */
function toastFormProblem(errors: FieldErrors<FormInput>) {
  const messages = [errors.newPassword?.message, errors.confirmPassword?.message];
  if (messages.includes(ADMIN_RESET_MESSAGES.required)) {
    toast({
      variant: 'destructive',
      title: ADMIN_RESET_MESSAGES.required,
      description: 'Vul beide velden in.',
    });
  } else if (messages.includes(ADMIN_RESET_MESSAGES.mismatch)) {
    toast({
      variant: 'destructive',
      title: ADMIN_RESET_MESSAGES.mismatch,
      description: 'Controleer het bevestigde wachtwoord.',
    });
  } else if (messages.includes(ADMIN_RESET_MESSAGES.tooShort)) {
    toast({
      variant: 'destructive',
      title: ADMIN_RESET_MESSAGES.tooShort,
      description: ADMIN_RESET_MESSAGES.tooShortDetail,
    });
  } else if (messages.includes(PASSWORD_TOO_GUESSABLE)) {
    toast({ variant: 'destructive', title: PASSWORD_TOO_GUESSABLE, description: PASSWORD_ADVICE });
  }
}

/**
 * `account`: the name and address of the user whose password is set, which the password must not be built from
 * (decision 0027); the server also checks the tussenvoegsel, which this page does not load.
 */
export function ResetPasswordDialog({
  userId,
  userName,
  account,
}: {
  userId: string;
  userName: string;
  account: PasswordInputs;
}) {
  const [open, setOpen] = useState(false);
  const reset = useResetUserPassword();
  const { email, firstName, lastName } = account;
  const schema = useMemo(
    () =>
      adminResetPasswordForm.superRefine(
        refuseGuessablePassword('newPassword', () => ({ email, firstName, lastName })),
      ),
    [email, firstName, lastName],
  );
  const {
    register,
    handleSubmit,
    watch,
    setError,
    reset: resetForm,
    formState: { errors, isSubmitting },
  } = useForm<FormInput>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const password = watch('newPassword');

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ targetUserId: userId, newPassword });
      toast({
        variant: 'success',
        title: ADMIN_RESET_MESSAGES.success,
        description: `Het wachtwoord van ${userName} is gewijzigd. De gebruiker is afgemeld en per e-mail ingelicht.`,
      });
      setOpen(false);
      resetForm();
    } catch (error) {
      applyFieldErrors(error, setError, { fields: ['newPassword'] });
      toast({
        variant: 'destructive',
        title: ADMIN_RESET_MESSAGES.failure,
        description: errorText(error),
      });
    }
  }, toastFormProblem);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) resetForm();
      }}
    >
      <Button variant="outline" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden /> Wachtwoord resetten
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Wachtwoord resetten</DialogTitle>
          <DialogDescription>
            Stel een nieuw wachtwoord in voor {userName}. Alle sessies van deze gebruiker worden afgemeld; de
            gebruiker krijgt een e-mail (zonder het wachtwoord).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <TextField
            id="admin-reset-new"
            label="Nieuw wachtwoord"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            registration={register('newPassword')}
          />
          <PasswordStrength password={password} inputs={account} error={errors.newPassword?.message} />
          <TextField
            id="admin-reset-confirm"
            label="Bevestig wachtwoord"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            registration={register('confirmPassword')}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Annuleren
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Bezig...' : 'Wachtwoord wijzigen'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
