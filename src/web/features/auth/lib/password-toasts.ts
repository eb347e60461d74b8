import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '@shared/auth/schemas';
import { toast } from '@web/components/ui/use-toast';
import type { FieldErrors } from 'react-hook-form';

/**
 * Spec 000 §5: on registration and password reset a too short password and a mismatching confirmation are
 * also announced with a toast (the field messages stay under the inputs).
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
  } else if (errors.confirmPassword?.message === PASSWORDS_DO_NOT_MATCH) {
    toast({
      variant: 'destructive',
      title: 'Wachtwoorden komen niet overeen',
      description: 'Controleer uw wachtwoord bevestiging',
    });
  }
}
