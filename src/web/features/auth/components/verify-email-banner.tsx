import type { AuthUser } from '@shared/auth/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { MailWarning } from 'lucide-react';
import { useResendVerification } from '../api/resend-verification';

/** An unverified consumer is asked to verify the address and can ask for a new mail. */
export function VerifyEmailBanner({ user }: { user: AuthUser }) {
  const resend = useResendVerification();
  if (user.role !== 'consumer' || user.emailVerified) return null;

  const onResend = () =>
    resend.mutate(undefined, {
      // The server's message repeats the title; the toast says it once.
      onSuccess: () =>
        toast({
          variant: 'success',
          title: 'Verificatie e-mail verzonden',
          description: `We hebben een nieuwe link gestuurd naar ${user.email}.`,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Fout bij verzenden',
          description: errorText(error),
        }),
    });

  return (
    <Alert variant="info" className="flex-col gap-3 sm:flex-row sm:items-center">
      <MailWarning aria-hidden />
      <div className="flex-1 space-y-0.5">
        <p className="font-semibold">Bevestig uw e-mailadres</p>
        <p className="text-muted-foreground">
          We hebben een e-mail gestuurd naar{' '}
          <strong className="font-medium text-foreground">{user.email}</strong>. Klik op de link in die e-mail
          om uw e-mailadres te bevestigen.
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onResend} disabled={resend.isPending}>
        {resend.isPending ? 'Verzenden...' : 'Verificatie e-mail opnieuw verzenden'}
      </Button>
    </Alert>
  );
}
