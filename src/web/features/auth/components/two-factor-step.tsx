// The second step of signing in (decision 0025): the code from the app, or a recovery code instead.
import { zodResolver } from '@hookform/resolvers/zod';
import { type TwoFactorVerifyBody, twoFactorVerifyBody } from '@shared/auth/two-factor';
import type { z } from '@shared/zod';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { errorText, hasErrorCode, isNetworkError } from '@web/lib/api-client';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { showFieldFailure } from '../lib/form-failure';

type Mode = 'code' | 'recoveryCode';

export function TwoFactorStep({
  onSignedIn,
  onRestart,
}: {
  /** The sign-in is complete: the page reloads as after a sign-in with a password. */
  onSignedIn: () => Promise<void>;
  /** The waiting sign-in is gone (expired, too many wrong codes): back to the password. */
  onRestart: () => void;
}) {
  const [mode, setMode] = useState<Mode>('code');
  const verify = useVerifyTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorVerifyBody, unknown, z.output<typeof twoFactorVerifyBody>>({
    resolver: zodResolver(twoFactorVerifyBody),
    defaultValues: { code: '' },
  });

  // The code field is where the eye and the keyboard are wanted as soon as the step shows.
  useEffect(() => setFocus('code'), [setFocus]);

  const switchTo = (next: Mode) => {
    setMode(next);
    reset(next === 'code' ? { code: '' } : { recoveryCode: '' });
    // After the new field is in the page.
    requestAnimationFrame(() => setFocus(next));
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      await verify.mutateAsync(body);
      await onSignedIn();
    } catch (error) {
      if (showFieldFailure(error, { fields: [mode], setError, setFocus })) return;
      toast({
        variant: 'destructive',
        title: 'Inloggen mislukt',
        description: isNetworkError(error)
          ? 'Er is een fout opgetreden bij het inloggen'
          : errorText(error, 'Controleer de code'),
      });
      // No waiting sign-in any more: start again with the password.
      if (hasErrorCode(error, 'TWO_FACTOR_SIGN_IN_EXPIRED')) onRestart();
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {mode === 'code' ? (
        <TextField
          key="code"
          id="login-code"
          label="Verificatiecode"
          description="De 6 cijfers die uw authenticator-app nu toont."
          error={errors.code?.message}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          registration={register('code')}
        />
      ) : (
        <TextField
          key="recoveryCode"
          id="login-recovery-code"
          label="Herstelcode"
          description="Een van de tien codes die u bij het instellen heeft bewaard. Elke code werkt één keer."
          error={errors.recoveryCode?.message}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          registration={register('recoveryCode')}
        />
      )}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Controleren...' : 'Bevestigen'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Button
          variant="link"
          className="h-auto p-0"
          onClick={() => switchTo(mode === 'code' ? 'recoveryCode' : 'code')}
        >
          {mode === 'code' ? 'Een herstelcode gebruiken' : 'De code uit de app gebruiken'}
        </Button>
        <Button variant="link" className="h-auto p-0" onClick={onRestart}>
          Terug naar inloggen
        </Button>
      </div>
    </form>
  );
}
