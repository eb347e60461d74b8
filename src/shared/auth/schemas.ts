import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';
import { ROLES, SELF_REGISTER_ROLES, type SelfRegisterRole } from '../users/roles';
import { AANHEF_OPTIONS } from '../users/salutation';
import { emailField, requiredText, text, z } from '../zod';
import { LOGIN_PASSWORD_RULE } from './login';

export const PASSWORD_TOO_SHORT = 'Wachtwoord moet minimaal 8 karakters lang zijn';
/** A common, breached or personal password (decision 0027): the rule itself is in ./password-rule.ts. */
export const PASSWORD_TOO_GUESSABLE = 'Dit wachtwoord is te makkelijk te raden';
export const PASSWORDS_DO_NOT_MATCH = 'Wachtwoorden komen niet overeen';

export const passwordField = text({ error: 'Wachtwoord is verplicht' })
  .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
  .max(MAX_PASSWORD_LENGTH, { error: `Maximaal ${MAX_PASSWORD_LENGTH} tekens` });

const tokenField = text({ error: 'Token ontbreekt' }).trim().min(1, { error: 'Token ontbreekt' }).max(200);

/**
 * The registration form's account type choice: the one place that calls a consumer 'Particulier', as the
 * specification words that choice (everywhere else the role reads ROLE_LABELS: 'Consument').
 */
export const REGISTRATION_ROLE_LABELS: Record<SelfRegisterRole, string> = {
  consumer: 'Particulier',
  professional: 'Professional',
};

export const registerBody = z.strictObject({
  email: emailField,
  password: passwordField,
  firstName: requiredText('Voornaam is verplicht', 100),
  lastName: requiredText('Achternaam is verplicht', 100),
  phone: text()
    .trim()
    .max(30, { error: 'Maximaal 30 tekens' })
    .nullish()
    .transform((v) => v || null),
  role: z.enum(SELF_REGISTER_ROLES, { error: 'Kies Particulier of Professional' }).default('consumer'),
});
export type RegisterBody = z.input<typeof registerBody>;

/** The registration form: the API payload plus a confirmation that must match. */
export const registerForm = registerBody
  .extend({ confirmPassword: text() })
  .refine((v) => v.password === v.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

/** The sign-in body; the sign-in page checks its form with checkLogin (./login.ts), built from the same rule. */
export const loginBody = z.strictObject({
  email: emailField,
  // Only presence is checked at login: the length rule applies when a password is chosen.
  password: text({ error: LOGIN_PASSWORD_RULE.required })
    .min(1, { error: LOGIN_PASSWORD_RULE.required })
    .max(LOGIN_PASSWORD_RULE.maxLength, { error: LOGIN_PASSWORD_RULE.tooLong }),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBody>;

export const forgotPasswordBody = z.strictObject({ email: emailField });
export const tokenBody = z.strictObject({ token: tokenField });
export const resetPasswordBody = z.strictObject({ token: tokenField, password: passwordField });

export const resetPasswordForm = z
  .object({ password: passwordField, confirmPassword: text() })
  .refine((v) => v.password === v.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

export const switchUserBody = z.strictObject({
  userId: z.uuid({ error: 'Ongeldige gebruiker' }),
});

/** The current user as GET /api/auth/user returns it. */
export const authUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The formal name of /profiel (decision 0023): null until filled in. */
  aanhef: z.enum(AANHEF_OPTIONS).nullable(),
  initialen: z.string().nullable(),
  tussenvoegsel: z.string().nullable(),
  email: z.string(),
  /** E.164 when saved since decision 0023; older numbers as typed. */
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  emailVerified: z.boolean(),
  isAdminSwitching: z.boolean(),
  specializations: z.array(z.string()),
  /** This user signs in with a second factor (decision 0025); since when, for /profiel. */
  twoFactorEnabled: z.boolean(),
  twoFactorEnabledAt: z.string().nullable(),
  /**
   * The person signed in is an admin who must turn two-factor sign-in on before anything else (REQUIRE_2FA_ADMIN):
   * the web shows only the enrolment screen.
   */
  twoFactorSetupRequired: z.boolean(),
});
export type AuthUser = z.infer<typeof authUser>;

export const messageResponse = z.object({ message: z.string(), success: z.boolean().optional() });
export const userResponse = z.object({ user: authUser, message: z.string().optional() });

export const AUTH_MESSAGES = {
  invalidCredentials: 'Onjuist e-mailadres of wachtwoord',
  emailInUse: 'Er bestaat al een account met dit e-mailadres',
  invalidResetLink: 'Ongeldige reset link',
  forgotPasswordSent:
    'Als dit e-mailadres bij ons bekend is, hebben we een link gestuurd om uw wachtwoord opnieuw in te stellen.',
  passwordUpdated: 'Uw wachtwoord is succesvol bijgewerkt. U kunt nu inloggen.',
  verificationSent: 'Verificatie e-mail verzonden',
  alreadyVerified: 'Uw e-mailadres is al geverifieerd',
  verified: 'Uw e-mailadres is succesvol geverifieerd!',
  invalidVerificationLink: 'Deze verificatielink is verlopen of ongeldig. Vraag een nieuwe aan.',
  loggedOut: 'U bent afgemeld',
  registered: 'Account aangemaakt',
  loginSuccess: 'Succesvol ingelogd',
  notSignedIn: 'U bent niet ingelogd',
  forbidden: 'U heeft geen toegang tot deze actie',
  switchNotAllowed: 'Alleen een beheerder kan van gebruiker wisselen',
  userNotFound: 'Gebruiker niet gevonden',
} as const;
