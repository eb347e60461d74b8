import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, resetPasswordForm } from '@shared/auth/schemas';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import type { z } from '@shared/zod';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { applyFieldErrors } from '@web/lib/field-errors';
import { refuseGuessablePassword, usePasswordRulePreload } from '@web/lib/password-rule';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useResetPassword } from '../api/reset-password';
import { useValidateResetToken } from '../api/validate-reset-token';
import { AuthCard, AuthLayout } from '../components/auth-layout';
import { PASSWORD_HINT, toastPasswordProblems } from '../lib/password-toasts';

// The link's owner is not known here: the browser checks the lists, the server also the owner's name and address.
const schema = resetPasswordForm.superRefine(refuseGuessablePassword('password'));

type FormInput = z.input<typeof resetPasswordForm>;
type FormOutput = z.output<typeof resetPasswordForm>;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const check = useValidateResetToken(token);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AuthLayout>
        <AuthCard title="Wachtwoord bijgewerkt">
          <div className="grid gap-6">
            <div className="flex items-start gap-3 rounded-xl bg-success/8 p-4 text-sm">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
              <p>{AUTH_MESSAGES.passwordUpdated}</p>
            </div>
            <Button asChild size="lg" className="w-full">
              <Link to="/">Naar inloggen</Link>
            </Button>
          </div>
        </AuthCard>
      </AuthLayout>
    );
  }

  if (token && check.isPending) {
    return (
      <AuthLayout>
        <div className="flex flex-col items-center gap-3 py-16 text-muted-foreground" role="status">
          <Spinner className="size-8 text-primary" />
          <p className="text-sm">Controleren van reset link...</p>
        </div>
      </AuthLayout>
    );
  }

  if (!token || check.isError || check.data?.valid === false) {
    return (
      <AuthLayout>
        <AuthCard title="Ongeldige reset link">
          <div className="grid gap-6">
            <div
              className="flex items-start gap-3 rounded-xl bg-destructive/5 p-4 text-sm text-destructive"
              role="alert"
            >
              <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
              <p>Deze reset link is verlopen of ongeldig. Vraag een nieuwe aan.</p>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <Button asChild size="lg">
                <Link to="/wachtwoord-vergeten">Nieuwe link aanvragen</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/">Terug naar inloggen</Link>
              </Button>
            </div>
          </div>
        </AuthCard>
      </AuthLayout>
    );
  }

  return <ResetForm token={token} onDone={() => setDone(true)} />;
}

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  usePasswordRulePreload();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(
    async ({ password }) => {
      try {
        await reset.mutateAsync({ token, password });
        toast({
          variant: 'success',
          title: 'Wachtwoord bijgewerkt',
          description: AUTH_MESSAGES.passwordUpdated,
        });
        onDone();
      } catch (error) {
        applyFieldErrors(error, setError, { fields: ['password'] });
        toast({
          variant: 'destructive',
          title: 'Fout bij wachtwoord reset',
          description: errorText(error),
        });
      }
    },
    (formErrors) => toastPasswordProblems(formErrors),
  );

  return (
    <AuthLayout>
      <AuthCard title="Nieuw wachtwoord instellen" description="Kies een nieuw wachtwoord voor uw account.">
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <TextField
            id="reset-password"
            label="Nieuw wachtwoord"
            error={errors.password?.message}
            description={PASSWORD_HINT}
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            registration={register('password')}
          />
          <TextField
            id="reset-confirmPassword"
            label="Bevestig nieuw wachtwoord"
            error={errors.confirmPassword?.message}
            description="Zorg ervoor dat beide wachtwoorden hetzelfde zijn."
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            registration={register('confirmPassword')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Bezig met bijwerken...' : 'Wachtwoord bijwerken'}
          </Button>
        </form>
      </AuthCard>
    </AuthLayout>
  );
}
