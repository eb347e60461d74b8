// The one way a form shows the server's field messages: a 400 answer's `fieldErrors` (docs/architecture.md,
// Conventions: errors) go under the matching inputs of the react-hook-form form, next to the messages the
// shared zod schema gives in the browser.
import { ApiError } from './api-client';

/**
 * A react-hook-form `setError`. Any useForm() result's fits (`never`: the names come from the server, so they
 * are checked here at run time, not by the compiler).
 */
export type SetFieldError = (name: never, error: { type: string; message: string }) => void;

export interface FieldErrorOptions {
  /** Only these inputs (a form without some of the fields the endpoint checks); all names when left out. */
  fields?: readonly string[];
  /** The input's name for a name the server sends, e.g. without the wrapper the body nests the form under. */
  rename?: (serverName: string) => string;
}

/** Puts the server's `fieldErrors` under the form's inputs; returns whether any message was set. */
export function applyFieldErrors(
  error: unknown,
  setError: SetFieldError,
  { fields, rename }: FieldErrorOptions = {},
): boolean {
  if (!(error instanceof ApiError) || !error.body?.fieldErrors) return false;
  let applied = false;
  for (const [serverName, message] of Object.entries(error.body.fieldErrors)) {
    const name = rename ? rename(serverName) : serverName;
    if (fields && !fields.includes(name)) continue;
    setError(name as never, { type: 'server', message });
    applied = true;
  }
  return applied;
}
