import type { AuthUser } from '@shared/auth/schemas';
import { isUsableAccountPhone } from '@shared/requests/constants';
import { formatPhone } from '@shared/users/phone';
import { aanhefOf } from '@shared/users/salutation';

export interface ContactNames {
  salutation?: string;
  firstName?: string;
  between?: string;
  lastName?: string;
  phone?: string;
  email?: string;
}

export const CONTACT_NAMES = {
  salutation: 'aanhef',
  firstName: 'firstName',
  between: 'tussenvoegsel',
  lastName: 'lastName',
  phone: 'phone',
  email: 'email',
} as const;

/**
 * In the portal the name, phone and e-mail come from the account and are read-only when the account
 * has a value. Returns the defaults with those filled in and the names that are read-only. The account's aanhef
 * (when the form's list has it) and tussenvoegsel are filled in too but stay editable: the spec does not lock them.
 */
export function prefillContact<T extends Record<string, unknown>>(
  defaults: T,
  user: AuthUser | null,
  names: ContactNames = {},
  salutations: readonly { value: string }[] = [],
): { values: T; readOnly: Set<string> } {
  const n = { ...CONTACT_NAMES, ...names };
  const readOnly = new Set<string>();
  if (!user) return { values: defaults, readOnly };
  const values: Record<string, unknown> = { ...defaults };
  const fill = (name: string, value: string | null | undefined, locked = true) => {
    if (!(name in defaults) || !value) return;
    values[name] = value;
    if (locked) readOnly.add(name);
  };
  // The form's first option that stands for the account's aanhef ('Mevr.' is 'mevr' on the buyer's form).
  const salutation = user.aanhef ? salutations.find((o) => aanhefOf(o.value) === user.aanhef) : undefined;
  fill(n.salutation, salutation?.value, false);
  fill(n.firstName, user.firstName);
  fill(n.between, user.tussenvoegsel, false);
  fill(n.lastName, user.lastName);
  // Shown the Dutch way ('06 12345678'), as on /profiel. An account's phone may be shorter than the forms accept:
  // then it is filled in but left editable, or the request could never be sent.
  fill(n.phone, formatPhone(user.phone), isUsableAccountPhone(user.phone));
  fill(n.email, user.email);
  return { values: values as T, readOnly };
}
