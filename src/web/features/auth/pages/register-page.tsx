import { zodResolver } from '@hookform/resolvers/zod';
import { REGISTRATION_ROLE_LABELS, registerForm } from '@shared/auth/schemas';
import type { z } from '@shared/zod';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import { TextField } from '@web/components/ui/text-field';
import { toast, toastAfterReload } from '@web/components/ui/use-toast';
import { errorText, isNetworkError } from '@web/lib/api-client';
import { applyFieldErrors } from '@web/lib/field-errors';
import { refuseGuessablePassword, usePasswordRulePreload } from '@web/lib/password-rule';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useRegister } from '../api/register';
import { AuthCard, AuthLayout } from '../components/auth-layout';
import { PASSWORD_HINT, toastPasswordProblems } from '../lib/password-toasts';

// The shared form schema, and the password rule (decision 0027) against the names and address typed above it.
const schema = registerForm.superRefine(refuseGuessablePassword('password', (values) => values));

type FormInput = z.input<typeof registerForm>;
type FormOutput = z.output<typeof registerForm>;

const FIELDS = ['email', 'password', 'firstName', 'lastName', 'phone', 'role', 'confirmPassword'] as const;

export function RegisterPage() {
  usePasswordRulePreload();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      role: 'consumer',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(
    async ({ confirmPassword: _confirm, ...body }) => {
      try {
        await registration.mutateAsync(body);
        // The new account is signed in: load the portal afresh on its dashboard.
        toastAfterReload({
          title: 'Account aangemaakt',
          description: 'Welkom bij Woonportaal!',
          variant: 'success',
        });
        window.location.assign('/dashboard');
        await new Promise(() => {});
      } catch (error) {
        if (isNetworkError(error)) {
          toast({
            variant: 'destructive',
            title: 'Fout',
            description: 'Er is een fout opgetreden bij het registreren',
          });
          return;
        }
        applyFieldErrors(error, setError, { fields: FIELDS });
        toast({
          variant: 'destructive',
          title: 'Registratie mislukt',
          description: errorText(error, 'Er is een fout opgetreden'),
        });
      }
    },
    (formErrors) => toastPasswordProblems(formErrors),
  );

  return (
    <AuthLayout>
      <AuthCard
        title="Account aanmaken"
        description="Maak gratis een account aan om uw aanvragen te doen en te volgen."
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="register-firstName"
              label="Voornaam"
              error={errors.firstName?.message}
              autoComplete="given-name"
              required
              registration={register('firstName')}
            />
            <TextField
              id="register-lastName"
              label="Achternaam"
              error={errors.lastName?.message}
              autoComplete="family-name"
              required
              registration={register('lastName')}
            />
          </div>
          <TextField
            id="register-email"
            label="E-mailadres"
            error={errors.email?.message}
            type="email"
            autoComplete="email"
            required
            placeholder="naam@voorbeeld.nl"
            registration={register('email')}
          />
          <TextField
            id="register-phone"
            label="Telefoonnummer (optioneel)"
            error={errors.phone?.message}
            type="tel"
            autoComplete="tel"
            placeholder="06 12345678"
            registration={register('phone')}
          />
          <FormField
            id="register-role"
            label="Accounttype"
            error={errors.role?.message}
            description="Kies Professional als u als makelaar, adviseur of keurder opdrachten uitvoert."
          >
            <Select {...fieldAria('register-role', errors.role?.message, true)} {...register('role')}>
              <option value="consumer">{REGISTRATION_ROLE_LABELS.consumer}</option>
              <option value="professional">{REGISTRATION_ROLE_LABELS.professional}</option>
            </Select>
          </FormField>
          <TextField
            id="register-password"
            label="Wachtwoord"
            error={errors.password?.message}
            description={PASSWORD_HINT}
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            registration={register('password')}
          />
          <TextField
            id="register-confirmPassword"
            label="Bevestig wachtwoord"
            error={errors.confirmPassword?.message}
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            registration={register('confirmPassword')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Account aanmaken...' : 'Account aanmaken'}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Heeft u al een account?{' '}
          <Link to="/" className="font-medium text-primary hover:underline">
            Inloggen
          </Link>
        </p>
      </AuthCard>
    </AuthLayout>
  );
}
