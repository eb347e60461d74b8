// Setting up two-factor sign-in (decision 0025), on /profiel and on the screen an admin sees who must set it up
// first: the current password, then the QR code (or the key to type) and a first code from the app, then the
// recovery codes, once.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type TwoFactorEnableBody,
  type TwoFactorSetupBody,
  type TwoFactorSetupResponse,
  twoFactorEnableBody,
  twoFactorSetupBody,
} from '@shared/auth/two-factor';
import type { z } from '@shared/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { USER_QUERY_KEY } from '@web/lib/query-keys';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { showFieldFailure } from '../lib/form-failure';
import { RecoveryCodes } from './recovery-codes';

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP': easier to type into an app by hand. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type Step =
  | { at: 'password' }
  | { at: 'scan'; setup: TwoFactorSetupResponse }
  | { at: 'codes'; codes: string[] };

export function TwoFactorEnrolment({
  email,
  onCancel,
  onDone,
}: {
  email: string;
  /** Without it there is no way back (an admin who must set it up first). */
  onCancel?: () => void;
  /** After the recovery codes were saved; the current user is refreshed then. */
  onDone?: () => void;
}) {
  const [step, setStep] = useState<Step>({ at: 'password' });
  const queryClient = useQueryClient();

  if (step.at === 'password') {
    return <PasswordForm onCancel={onCancel} onSetup={(setup) => setStep({ at: 'scan', setup })} />;
  }
  if (step.at === 'scan') {
    return (
      <ScanStep
        setup={step.setup}
        onCancel={onCancel}
        onEnabled={(codes) => setStep({ at: 'codes', codes })}
      />
    );
  }
  return (
    <RecoveryCodes
      email={email}
      codes={step.codes}
      onDone={() => {
        void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
        onDone?.();
      }}
    />
  );
}

function CancelButton({ onCancel, disabled }: { onCancel?: () => void; disabled: boolean }) {
  return onCancel ? (
    <Button variant="outline" onClick={onCancel} disabled={disabled}>
      Annuleren
    </Button>
  ) : null;
}

function PasswordForm({
  onCancel,
  onSetup,
}: {
  onCancel?: () => void;
  onSetup: (setup: TwoFactorSetupResponse) => void;
}) {
  const setup = useSetupTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorSetupBody, unknown, z.output<typeof twoFactorSetupBody>>({
    resolver: zodResolver(twoFactorSetupBody),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      onSetup(await setup.mutateAsync(body));
    } catch (error) {
      if (!showFieldFailure(error, { fields: ['password'], setError, setFocus })) {
        toast({ variant: 'destructive', title: 'Instellen mislukt', description: errorText(error) });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">Vul ter bevestiging uw huidige wachtwoord in.</p>
      <TextField
        id="two-factor-password"
        label="Huidig wachtwoord"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register('password')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Bezig...' : 'Doorgaan'}
        </Button>
        <CancelButton onCancel={onCancel} disabled={isSubmitting} />
      </div>
    </form>
  );
}

function ScanStep({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetupResponse;
  onCancel?: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const enable = useEnableTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorEnableBody, unknown, z.output<typeof twoFactorEnableBody>>({
    resolver: zodResolver(twoFactorEnableBody),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { recoveryCodes, message } = await enable.mutateAsync(body);
      toast({ variant: 'success', title: message, description: 'Bewaar nu uw herstelcodes.' });
      onEnabled(recoveryCodes);
    } catch (error) {
      if (!showFieldFailure(error, { fields: ['code'], setError, setFocus })) {
        toast({ variant: 'destructive', title: 'Bevestigen mislukt', description: errorText(error) });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <ol className="grid list-decimal gap-4 pl-5 text-sm marker:font-medium">
        <li className="space-y-3">
          <p>
            Open een authenticator-app op uw telefoon (bijvoorbeeld Google Authenticator of Microsoft
            Authenticator) en scan deze QR-code.
          </p>
          <img
            src={setup.qrCode}
            alt="QR-code om Woonportaal aan uw authenticator-app toe te voegen"
            width={192}
            height={192}
            className="size-48 rounded-lg border border-border bg-white p-1"
          />
          <div className="space-y-1">
            <p className="text-muted-foreground">Kunt u niet scannen? Vul dan deze sleutel in de app in:</p>
            <p
              className="font-mono text-base font-medium tracking-wider break-all"
              translate="no"
              data-testid="two-factor-secret"
            >
              {groupedSecret(setup.secret)}
            </p>
          </div>
        </li>
        <li className="space-y-3">
          <p>Vul de code van 6 cijfers in die de app nu toont.</p>
          <TextField
            id="two-factor-code"
            label="Code uit de app"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className="max-w-48"
            error={errors.code?.message}
            registration={register('code')}
          />
        </li>
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Bezig...' : 'Bevestigen'}
        </Button>
        <CancelButton onCancel={onCancel} disabled={isSubmitting} />
      </div>
    </form>
  );
}
