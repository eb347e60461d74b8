// After a successful verification the dashboard follows after 3 seconds.
import { REDIRECT_AFTER_VERIFICATION_MS } from '@shared/requests/constants';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/api-client';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard, AuthLayout } from '../components/auth-layout';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const verification = useVerifyEmail(token);
  const navigate = useNavigate();
  const succeeded = verification.isSuccess;

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(
      () => navigate('/dashboard?verification=success', { replace: true }),
      REDIRECT_AFTER_VERIFICATION_MS,
    );
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  if (token && verification.isPending) {
    return (
      <AuthLayout>
        <AuthCard title="E-mailadres verifiëren">
          <div className="flex flex-col items-center gap-3 py-6 text-muted-foreground" role="status">
            <Spinner className="size-8 text-primary" />
            <p className="text-sm">Uw e-mailadres wordt geverifieerd...</p>
          </div>
        </AuthCard>
      </AuthLayout>
    );
  }

  if (succeeded) {
    return (
      <AuthLayout>
        <AuthCard title="E-mailadres geverifieerd">
          <div className="grid gap-6">
            <div className="flex items-start gap-3 rounded-xl bg-success/8 p-4 text-sm" role="status">
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
              <p>Uw e-mailadres is succesvol geverifieerd!</p>
            </div>
            <p className="text-sm text-muted-foreground">
              U wordt over enkele seconden doorgestuurd naar uw overzicht.
            </p>
            <Button asChild size="lg" className="w-full">
              <Link to="/dashboard?verification=success" replace>
                Naar het overzicht
              </Link>
            </Button>
          </div>
        </AuthCard>
      </AuthLayout>
    );
  }

  const message = token
    ? errorText(verification.error, 'Er is een fout opgetreden bij het verifiëren van uw e-mailadres')
    : 'Geen verificatietoken gevonden in de URL';

  return (
    <AuthLayout>
      <AuthCard title="Verificatie mislukt">
        <div className="grid gap-6">
          <div
            className="flex items-start gap-3 rounded-xl bg-destructive/5 p-4 text-sm text-destructive"
            role="alert"
          >
            <CircleX className="mt-0.5 size-5 shrink-0" aria-hidden />
            <p>{message}</p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Button asChild size="lg">
              <Link to="/">Naar inloggen</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/">Naar de homepage</Link>
            </Button>
          </div>
        </div>
      </AuthCard>
    </AuthLayout>
  );
}
