// Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and single-use recovery codes (decision 0025):
// the payloads of /api/auth/2fa/*, the code formats and the Dutch texts both sides show.
import { MAX_PASSWORD_LENGTH } from '../constants';
import { text, z } from '../zod';
import { userResponse } from './schemas';

/** The digits of an authenticator app's code. */
export const TOTP_DIGITS = 6;

/**
 * Recovery codes: 10 characters of consonants and digits without look-alikes (no 0/o, 1/l/i, no vowels, so no code
 * spells a word), shown as two groups of five: 'k7fq2-9xmbd'. 27 characters to the power 10 is about 2^47.
 */
export const RECOVERY_CODE_ALPHABET = 'bcdfghjkmnpqrstvwxz23456789';
export const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code as typed, reduced to its characters: case, spaces and hyphens do not matter. */
export const normalizeRecoveryCode = (value: string) => value.toLowerCase().replace(/[\s-]/g, '');

/** '1234567890' → '12345-67890': how a recovery code is shown. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

const RECOVERY_CODE = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);
const TOTP_CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Vul de 6 cijfers uit uw authenticator-app in',
  recoveryCodeRequired: 'Vul een herstelcode in, bijvoorbeeld k7fq2-9xmbd',
  codeOrRecoveryRequired: 'Vul de code uit uw app of een herstelcode in',
  passwordRequired: 'Wachtwoord is verplicht',
  wrongPassword: 'Onjuist wachtwoord',
  wrongCode: 'Onjuiste of al gebruikte code',
  wrongRecoveryCode: 'Onjuiste of al gebruikte herstelcode',
  pendingExpired: 'Uw aanmelding is verlopen. Log opnieuw in met uw wachtwoord.',
  tooManyCodes: 'Te veel onjuiste codes. Log opnieuw in met uw wachtwoord.',
  twoFactorRequired: 'Vul de verificatiecode uit uw authenticator-app in om de aanmelding af te ronden.',
  alreadyEnabled: 'Tweestapsverificatie staat al aan. Schakel deze eerst uit om opnieuw in te stellen.',
  notEnabled: 'Tweestapsverificatie staat niet aan.',
  setupFirst: 'Begin opnieuw met instellen: er wacht geen nieuwe sleutel op bevestiging.',
  notWhileViewingAs:
    'Tweestapsverificatie stelt u in voor uw eigen account. Keer eerst terug naar uw eigen weergave.',
  setupRequired: 'Stel eerst tweestapsverificatie in om verder te gaan.',
  enabled: 'Tweestapsverificatie is ingeschakeld',
  disabled: 'Tweestapsverificatie is uitgeschakeld',
  reset: 'Tweestapsverificatie is gereset',
  notEnabledForUser: 'Deze gebruiker heeft geen tweestapsverificatie ingeschakeld.',
  notForYourself:
    'Uw eigen tweestapsverificatie schakelt u uit op uw profiel, met uw wachtwoord en een code.',
} as const;

/** 6 digits; a space in the middle, as apps show them ('123 456'), is allowed. */
export const totpCodeField = text({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(TOTP_CODE, { error: TWO_FACTOR_MESSAGES.codeRequired }));

export const recoveryCodeField = text({ error: TWO_FACTOR_MESSAGES.recoveryCodeRequired })
  .max(40, { error: TWO_FACTOR_MESSAGES.recoveryCodeRequired })
  .transform(normalizeRecoveryCode)
  .pipe(z.string().regex(RECOVERY_CODE, { error: TWO_FACTOR_MESSAGES.recoveryCodeRequired }));

/** Either: the 6 digits of the app, or a recovery code (switching two-factor sign-in off after losing the phone). */
export const secondFactorField = text({ error: TWO_FACTOR_MESSAGES.codeOrRecoveryRequired })
  .max(40, { error: TWO_FACTOR_MESSAGES.codeOrRecoveryRequired })
  .transform((v) => {
    const digits = v.replace(/\s/g, '');
    return TOTP_CODE.test(digits) ? digits : normalizeRecoveryCode(v);
  })
  .pipe(
    z.string().refine((v) => TOTP_CODE.test(v) || RECOVERY_CODE.test(v), {
      error: TWO_FACTOR_MESSAGES.codeOrRecoveryRequired,
    }),
  );

/** Whether a value of secondFactorField is an app's code (else it is a recovery code). */
export const isTotpCode = (value: string) => TOTP_CODE.test(value);

const currentPassword = text({ error: TWO_FACTOR_MESSAGES.passwordRequired })
  .min(1, { error: TWO_FACTOR_MESSAGES.passwordRequired })
  .max(MAX_PASSWORD_LENGTH);

/** POST /api/auth/2fa/setup: the current password proves it is the owner at the keyboard. */
export const twoFactorSetupBody = z.strictObject({ password: currentPassword });
export type TwoFactorSetupBody = z.input<typeof twoFactorSetupBody>;

export const twoFactorSetupResponse = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code: a data: URL of an SVG image. */
  qrCode: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

/** POST /api/auth/2fa/enable: a first code proves the app holds the new secret. */
export const twoFactorEnableBody = z.strictObject({ code: totpCodeField });
export type TwoFactorEnableBody = z.input<typeof twoFactorEnableBody>;

export const twoFactorEnableResponse = z.object({
  message: z.string(),
  /** Shown once, as 'xxxxx-xxxxx'; the server keeps only their hashes. */
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponse>;

/** POST /api/auth/2fa/disable: the password and a code of the app, or a recovery code. */
export const twoFactorDisableBody = z.strictObject({ password: currentPassword, code: secondFactorField });
export type TwoFactorDisableBody = z.input<typeof twoFactorDisableBody>;

/** POST /api/auth/2fa/verify: the second step of a sign-in, with the app's code or a recovery code. */
export const twoFactorVerifyBody = z
  .strictObject({ code: totpCodeField.optional(), recoveryCode: recoveryCodeField.optional() })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
    error: TWO_FACTOR_MESSAGES.codeOrRecoveryRequired,
    path: ['code'],
  });
export type TwoFactorVerifyBody = z.input<typeof twoFactorVerifyBody>;

/** POST /api/auth/login's answer when the password was right and a code must follow. */
export const twoFactorRequiredResponse = z.object({
  twoFactorRequired: z.literal(true),
  message: z.string(),
});

/** POST /api/auth/login answers the signed-in user, or that a code must follow. */
export const loginResponse = z.union([userResponse, twoFactorRequiredResponse]);
