// The text rule and the e-mail rule without zod: the sign-in page checks its two fields with them (./auth/login.ts),
// and it is the first screen everyone loads, where zod would be a sixth of the JavaScript (docs/performance.md, The
// sign-in page). ./zod.ts builds text() and emailField from these same pieces, and the server validates with those.
// Keep this module free of imports from 'zod' and of ./zod.ts.
import { regexes } from 'zod/v4/core';

// ---------------------------------------------------------------------------------------------------------------
// The one text rule (docs/decisions/0012-hostile-input.md): every string the API accepts is refused when it holds
// a character that has no place in text. PostgreSQL refuses NUL in text ('invalid byte sequence for encoding
// UTF8: 0x00') and NUL or a lone surrogate in jsonb; the other control characters are invisible garbage that
// breaks mails, CSV exports and logs. Allowed: tab, newline and carriage return (a textarea's CRLF).

export const INVALID_CHARACTERS = 'Bevat ongeldige tekens';

/**
 * C0 controls but tab (U+0009), newline (U+000A) and carriage return (U+000D); DEL and the C1 controls
 * (U+007F-U+009F); and, with the `u` flag, a surrogate that is not half of a pair (ill-formed UTF-16, which JSON
 * can carry as "\ud800"). Right-to-left marks, zero-width characters and emoji are text and stay allowed.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSAFE_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDFFF]/u;

/** True when `value` holds none of the characters the text rule refuses. */
export const isSafeText = (value: string): boolean => !UNSAFE_CHARACTER.test(value);

/**
 * An e-mail address: trimmed and lower-cased before it is checked, so that an address is stored one way only; at
 * most 254 characters; zod's own address pattern (the one z.email() checks with).
 */
export const EMAIL_RULE = {
  maxLength: 254,
  pattern: regexes.email,
  required: 'E-mailadres is verplicht',
  tooLong: 'Maximaal 254 tekens',
  invalid: 'Voer een geldig e-mailadres in',
} as const;

/** The address as it is checked and stored. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/**
 * The e-mail rule as one function: the message for the first thing wrong with `value` as sent, or null. The same
 * order as emailField in ./zod.ts: the text rule on the text as sent, then presence, length and pattern.
 */
export function emailProblem(value: string): string | null {
  if (!isSafeText(value)) return INVALID_CHARACTERS;
  const email = normalizeEmail(value);
  if (email.length === 0) return EMAIL_RULE.required;
  if (email.length > EMAIL_RULE.maxLength) return EMAIL_RULE.tooLong;
  if (!EMAIL_RULE.pattern.test(email)) return EMAIL_RULE.invalid;
  return null;
}

/** Zod issues as the API's fieldErrors: dotted path → first message (the same shape the server answers). */
export function fieldErrorsOf(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  prefix = '',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
