import { checkLogin, type LoginBody, type LoginField } from '@shared/auth/login';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { TextField } from '@web/components/ui/text-field';
import { toast, toastAfterReload } from '@web/components/ui/use-toast';
import { errorText, isNetworkError } from '@web/lib/api-client';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useLogin } from '../api/login';
import { AuthCard, AuthLayout } from '../components/auth-layout';

// Only accounts with two-factor sign-in need the second step: its code stays out of the sign-in page's budget.
const TwoFactorStep = lazy(async () => ({
  default: (await import('../components/two-factor-step')).TwoFactorStep,
}));

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

type LoginErrors = Partial<Record<LoginField, string>>;
const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password', 'rememberMe'];

/** The form's values checked with the shared sign-in rule: the values to send, or a message per wrong field. */
function readLogin(form: HTMLFormElement): { values: Required<LoginBody> } | { errors: LoginErrors } {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return checkLogin({
    email: text('email'),
    password: text('password'),
    rememberMe: data.get('rememberMe') === 'on',
  });
}

/**
 * The sign-in form, checked with the shared sign-in rule (the one the server's schema is built from), but without a
 * form library or zod: the sign-in page is the first screen everyone loads, and two fields need neither. As elsewhere, a failed submit puts the
 * focus on the first wrong field, and after it the messages follow what is typed.
 */
function PasswordStep({ onCodeRequired }: { onCodeRequired: () => void }) {
  const login = useLogin();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const field = (name: LoginField) => ({
    name,
    ref: () => {},
    onBlur: async () => {},
    onChange: async (event: { target: { form?: HTMLFormElement | null } }) => {
      const form = event.target.form;
      if (!submitted || !form) return;
      const read = readLogin(form);
      setErrors('errors' in read ? read.errors : {});
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const read = readLogin(form);
    if ('errors' in read) {
      setErrors(read.errors);
      const first = LOGIN_FIELDS.find((name) => read.errors[name]);
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const answer = await login.mutateAsync(read.values);
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
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout>
      <AuthCard title="Inloggen" description="Welkom bij Woonportaal. Log in om uw opdrachten te bekijken.">
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <TextField
            id="login-email"
            label="E-mailadres"
            error={errors.email}
            type="email"
            autoComplete="email"
            required
            placeholder="naam@voorbeeld.nl"
            registration={field('email')}
          />
          <TextField
            id="login-password"
            label="Wachtwoord"
            error={errors.password}
            type="password"
            autoComplete="current-password"
            required
            registration={field('password')}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <Checkbox id="login-remember" name="rememberMe" />
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
