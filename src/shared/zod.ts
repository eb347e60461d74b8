// The one zod instance for server and web: Dutch default messages, so that even a rule without its own
// message answers in Dutch.
import { z } from 'zod';

z.config(z.locales.nl());

export { z };

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
 * A string under the text rule: use it for every string the API accepts (bodies, queries, path parameters,
 * multipart fields) instead of z.string(). The rule runs first, on the text as sent (before any trim). Answers
 * (response schemas) keep z.string(): what we send out is not checked again.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, { error: INVALID_CHARACTERS });

/** A required, trimmed text with a Dutch message when empty and a sane upper bound. */
export const requiredText = (message: string, max = 200) =>
  text({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Maximaal ${max} tekens` });

export const optionalText = (max = 200) =>
  text()
    .trim()
    .max(max, { error: `Maximaal ${max} tekens` })
    .optional();

/** E-mail: trimmed and lower-cased before it is checked, so that an address is stored one way only. */
export const emailField = text({ error: 'E-mailadres is verplicht' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'E-mailadres is verplicht' })
  .max(254, { error: 'Maximaal 254 tekens' })
  .pipe(z.email({ error: 'Voer een geldig e-mailadres in' }));

/** ?page=&pageSize= for lists that can grow (docs/architecture.md, Conventions: lists): 1-based, ≤ 100. */
export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

/** Zod issues as the API's fieldErrors: dotted path → first message (the same shape the server answers). */
export function fieldErrorsOf(error: z.ZodError, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
