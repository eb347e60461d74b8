import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, forgotPasswordBody } from '@shared/auth/schemas';
import type { z } from '@shared/zod';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { errorText, isNetworkError } from '@web/lib/api-client';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard, AuthLayout } from '../components/auth-layout';

type FormInput = z.input<typeof forgotPasswordBody>;
type FormOutput = z.output<typeof forgotPasswordBody>;

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await forgot.mutateAsync(values);
      const message = result?.message || AUTH_MESSAGES.forgotPasswordSent;
      toast({ variant: 'success', title: 'E-mail verzonden', description: message });
      setSentMessage(message);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Fout',
        description: isNetworkError(error)
          ? 'Er is een fout opgetreden bij het verzenden'
          : errorText(error, 'Er is een fout opgetreden'),
      });
    }
  });

  if (sentMessage) {
    return (
      <AuthLayout>
        <AuthCard title="Controleer uw e-mail">
          <div className="grid gap-6">
            <div className="flex items-start gap-3 rounded-xl bg-muted p-4 text-sm">
              <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
              <p>{sentMessage}</p>
            </div>
            <p className="text-sm text-muted-foreground">
              Geen e-mail ontvangen? Kijk ook in uw map met ongewenste e-mail. De link is één uur geldig.
            </p>
            <Button asChild size="lg" className="w-full">
              <Link to="/">Terug naar inloggen</Link>
            </Button>
          </div>
        </AuthCard>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <AuthCard
        title="Wachtwoord vergeten"
        description="Vul uw e-mailadres in. Als het bij ons bekend is, sturen we u een link om een nieuw wachtwoord in te stellen."
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <TextField
            id="forgot-email"
            label="E-mailadres"
            error={errors.email?.message}
            type="email"
            autoComplete="email"
            required
            placeholder="naam@voorbeeld.nl"
            registration={register('email')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Verzenden...' : 'Verstuur reset link'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline">
            <ArrowLeft className="size-4" aria-hidden />
            Terug naar inloggen
          </Link>
        </p>
      </AuthCard>
    </AuthLayout>
  );
}
