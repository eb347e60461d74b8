import { ApiError } from '@web/lib/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Puts the server's `fieldErrors` (400 answers) under the matching inputs; returns whether any was set. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.body?.fieldErrors) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.body.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
