// The one zod instance for server and web: Dutch default messages, so that even a rule without its own
// message answers in Dutch.
import { z } from 'zod';
import { EMAIL_RULE, INVALID_CHARACTERS, isSafeText } from './text-rule';

z.config(z.locales.nl());

// The text rule (decision 0012), the e-mail rule's pieces and fieldErrorsOf live in ./text-rule.ts, without zod,
// so that the sign-in page can check its form without loading zod; the schemas here are built from them.
export { fieldErrorsOf, INVALID_CHARACTERS, isSafeText } from './text-rule';
export { z };

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
export const emailField = text({ error: EMAIL_RULE.required })
  .trim()
  .toLowerCase()
  .min(1, { error: EMAIL_RULE.required })
  .max(EMAIL_RULE.maxLength, { error: EMAIL_RULE.tooLong })
  .pipe(z.email({ error: EMAIL_RULE.invalid }));

/** ?page=&pageSize= for lists that can grow (docs/architecture.md, Conventions: lists): 1-based, ≤ 100. */
export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});
export type PagingQuery = z.infer<typeof pagingQuery>;
