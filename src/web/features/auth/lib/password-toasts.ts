import { PASSWORD_TOO_GUESSABLE, PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '@shared/auth/schemas';
import { toast } from '@web/components/ui/use-toast';
import { PASSWORD_ADVICE } from '@web/lib/password-rule';
import type { FieldErrors } from 'react-hook-form';

/** The hint under the password field of registration and reset (decision 0027). */
export const PASSWORD_HINT =
  'Minimaal 8 karakters en niet makkelijk te raden: geen veelgebruikt wachtwoord, woord of naam, en niet uw eigen naam of e-mailadres.';

/**
 * On registration and password reset a too short password and a mismatching confirmation are
 * also announced with a toast (the field messages stay under the inputs); so is a guessable one (decision 0027).
 */
export function toastPasswordProblems(
  errors: FieldErrors<{ password: string; confirmPassword: string }>,
): void {
  if (errors.password?.message === PASSWORD_TOO_SHORT) {
    toast({
      variant: 'destructive',
      title: 'Wachtwoord te kort',
      description: 'Wachtwoord moet minimaal 8 karakters lang zijn',
    });
  } else if (errors.password?.message === PASSWORD_TOO_GUESSABLE) {
    toast({ variant: 'destructive', title: PASSWORD_TOO_GUESSABLE, description: PASSWORD_ADVICE });
  } else if (errors.confirmPassword?.message === PASSWORDS_DO_NOT_MATCH) {
    toast({
      variant: 'destructive',
      title: 'Wachtwoorden komen niet overeen',
      description: 'Controleer uw wachtwoord bevestiging',
    });
  }
}
