import { ApiError } from '@web/lib/api-client';
import { applyFieldErrors, type SetFieldError } from '@web/lib/field-errors';

/**
 * The two-factor forms' answer to a failed request: a wrong password or code is the server's message under that
 * input, which gets the focus (typing again is what comes next); anything else is the caller's to say (it answers
 * false).
 */
export function showFieldFailure(
  error: unknown,
  form: { fields: readonly string[]; setError: SetFieldError; setFocus: (name: never) => void },
): boolean {
  if (!applyFieldErrors(error, form.setError, { fields: form.fields })) return false;
  const named = error instanceof ApiError ? (error.body?.fieldErrors ?? {}) : {};
  const first = form.fields.find((field) => field in named);
  if (first) form.setFocus(first as never);
  return true;
}
