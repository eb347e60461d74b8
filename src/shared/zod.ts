// The one zod instance for server and web: Dutch default messages, so that even a rule without its own
// message answers in Dutch.
import { z } from 'zod';

z.config(z.locales.nl());

export { z };

/** A required, trimmed text with a Dutch message when empty and a sane upper bound. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Maximaal ${max} tekens` });

export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: `Maximaal ${max} tekens` })
    .optional();

/** E-mail: trimmed and lower-cased before it is checked, so that an address is stored one way only. */
export const emailField = z
  .string({ error: 'E-mailadres is verplicht' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'E-mailadres is verplicht' })
  .max(254, { error: 'Maximaal 254 tekens' })
  .pipe(z.email({ error: 'Voer een geldig e-mailadres in' }));

/** ?page=&pageSize= for lists that can grow (ARCHITECTURE.md): 1-based page, at most 100 a page. */
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
