import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBody } from '@shared/auth/schemas';
import type { z } from '@shared/zod';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { TextField } from '@web/components/ui/text-field';
import { toast, toastAfterReload } from '@web/components/ui/use-toast';
import { errorText, isNetworkError } from '@web/lib/api-client';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useLogin } from '../api/login';
import { AuthCard, AuthLayout } from '../components/auth-layout';

// Only accounts with two-factor sign-in need the second step: its code stays out of the sign-in page's budget.
const TwoFactorStep = lazy(async () => ({
  default: (await import('../components/two-factor-step')).TwoFactorStep,
}));

type LoginOutput = z.output<typeof loginBody>;

/** A successful sign-in reloads the page; the toast is shown on the page that loads. */
async function reloadSignedIn(): Promise<never> {
  toastAfterReload({ title: 'Succesvol ingelogd', description: 'Welkom terug!', variant: 'success' });
  window.location.reload();
  // Keep the button in its busy state until the reload takes over.
  return new Promise<never>(() => {});
}

export function LoginPage() {
  // The right password for an account with two-factor sign-in: the code comes next (decision 0025).
  const [codeStep, setCodeStep] = useState(false);
  if (codeStep) {
    return (
      <AuthLayout>
        <AuthCard
          title="Verificatiecode"
          description="Uw wachtwoord klopt. Rond het inloggen af met de code uit uw authenticator-app."
        >
          <Suspense fallback={<Spinner className="mx-auto text-primary" label="Laden" />}>
            <TwoFactorStep onSignedIn={reloadSignedIn} onRestart={() => setCodeStep(false)} />
          </Suspense>
        </AuthCard>
      </AuthLayout>
    );
  }
  return <PasswordStep onCodeRequired={() => setCodeStep(true)} />;
}

function PasswordStep({ onCodeRequired }: { onCodeRequired: () => void }) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody, unknown, LoginOutput>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await login.mutateAsync(values);
      if ('twoFactorRequired' in answer) onCodeRequired();
      else await reloadSignedIn();
    } catch (error) {
      if (isNetworkError(error)) {
        toast({
          variant: 'destructive',
          title: 'Fout',
          description: 'Er is een fout opgetreden bij het inloggen',
        });
      } else {
        toast({
          variant: 'destructive',
          title: 'Inloggen mislukt',
          description: errorText(error, 'Controleer uw inloggegevens'),
        });
      }
    }
  });

  return (
    <AuthLayout>
      <AuthCard title="Inloggen" description="Welkom bij Woonportaal. Log in om uw opdrachten te bekijken.">
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <TextField
            id="login-email"
            label="E-mailadres"
            error={errors.email?.message}
            type="email"
            autoComplete="email"
            required
            placeholder="naam@voorbeeld.nl"
            registration={register('email')}
          />
          <TextField
            id="login-password"
            label="Wachtwoord"
            error={errors.password?.message}
            type="password"
            autoComplete="current-password"
            required
            registration={register('password')}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <Checkbox id="login-remember" {...register('rememberMe')} />
              <Label htmlFor="login-remember" className="font-normal">
                Onthoud mij
              </Label>
            </div>
            <Link to="/wachtwoord-vergeten" className="text-sm font-medium text-primary hover:underline">
              Wachtwoord vergeten?
            </Link>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Inloggen...' : 'Inloggen'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Nog geen account?{' '}
          <Link to="/registreren" className="font-medium text-primary hover:underline">
            Registreren
          </Link>
        </p>
      </AuthCard>
    </AuthLayout>
  );
}
