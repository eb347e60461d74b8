// The sign-in form's rule without zod, for the sign-in page (see ../text-rule.ts). The server validates
// POST /api/auth/login with loginBody (./schemas.ts), built from the same pieces; login.test.ts holds the two to
// the same answers.
import { MAX_PASSWORD_LENGTH } from '../constants';
import { emailProblem, INVALID_CHARACTERS, isSafeText, normalizeEmail } from '../text-rule';

/** Only presence is checked at login: the length rule applies when a password is chosen. */
export const LOGIN_PASSWORD_RULE = {
  maxLength: MAX_PASSWORD_LENGTH,
  required: 'Wachtwoord is verplicht',
  tooLong: `Maximaal ${MAX_PASSWORD_LENGTH} tekens`,
} as const;

export interface LoginBody {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export type LoginField = keyof LoginBody;

/** The message for the first thing wrong with the password as sent, or null. */
function passwordProblem(value: string): string | null {
  if (!isSafeText(value)) return INVALID_CHARACTERS;
  if (value.length === 0) return LOGIN_PASSWORD_RULE.required;
  if (value.length > LOGIN_PASSWORD_RULE.maxLength) return LOGIN_PASSWORD_RULE.tooLong;
  return null;
}

/** The sign-in form's values checked: the body to send (the address as stored), or a message per wrong field. */
export function checkLogin(
  input: LoginBody,
): { values: Required<LoginBody> } | { errors: Partial<Record<LoginField, string>> } {
  const errors: Partial<Record<LoginField, string>> = {};
  const email = emailProblem(input.email);
  if (email) errors.email = email;
  const password = passwordProblem(input.password);
  if (password) errors.password = password;
  if (email || password) return { errors };
  return {
    values: { email: normalizeEmail(input.email), password: input.password, rememberMe: !!input.rememberMe },
  };
}
