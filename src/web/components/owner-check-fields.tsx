import { TextField } from '@web/components/ui/text-field';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

interface OwnerCheck {
  password: string;
  code?: string;
}

/**
 * The password, and the code from the app or a recovery code, that prove the account's owner is at the keyboard
 * before something that cannot be undone (switching two-factor sign-in off, deleting one's own account).
 */
export function OwnerCheckFields<T extends OwnerCheck>({
  idPrefix,
  register,
  errors,
  withCode,
}: {
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<OwnerCheck>;
  withCode: boolean;
}) {
  const reg = register as unknown as UseFormRegister<OwnerCheck>;
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label="Wachtwoord"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={reg('password')}
      />
      {withCode ? (
        <TextField
          id={`${idPrefix}-code`}
          label="Code uit de app of herstelcode"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.code?.message}
          registration={reg('code')}
        />
      ) : null}
    </>
  );
}
