import type { AuthUser } from '@shared/auth/schemas';
import { FieldGrid, type Option, SelectInput, TextInput } from './fields';

export interface ContactNames {
  salutation?: string;
  firstName?: string;
  between?: string;
  lastName?: string;
  phone?: string;
  email?: string;
}

const DEFAULT_NAMES = {
  salutation: 'aanhef',
  firstName: 'firstName',
  between: 'tussenvoegsel',
  lastName: 'lastName',
  phone: 'phone',
  email: 'email',
} as const;

/**
 * Spec 002 §5: in the portal the name, phone and e-mail come from the account and are read-only when the account
 * has a value. Returns the defaults with those filled in and the names that are read-only.
 */
export function prefillContact<T extends Record<string, unknown>>(
  defaults: T,
  user: AuthUser | null,
  names: ContactNames = {},
): { values: T; readOnly: Set<string> } {
  const n = { ...DEFAULT_NAMES, ...names };
  const readOnly = new Set<string>();
  if (!user) return { values: defaults, readOnly };
  const values: Record<string, unknown> = { ...defaults };
  const fill = (name: string, value: string | null | undefined) => {
    if (!(name in defaults) || !value) return;
    values[name] = value;
    readOnly.add(name);
  };
  fill(n.firstName, user.firstName);
  fill(n.lastName, user.lastName);
  fill(n.phone, user.phone);
  fill(n.email, user.email);
  return { values: values as T, readOnly };
}

/** Aanhef, names, phone and e-mail: the first block of every request form. */
export function ContactFields({
  names = {},
  salutationOptions,
  salutationLabel = 'Aanhef',
  phoneLabel = 'Telefoonnummer',
  readOnly = new Set(),
  phoneRequired = true,
}: {
  names?: ContactNames;
  /** Left out for forms without a salutation (sustainability). */
  salutationOptions?: readonly Option[];
  salutationLabel?: string;
  phoneLabel?: string;
  readOnly?: ReadonlySet<string>;
  phoneRequired?: boolean;
}) {
  const n = { ...DEFAULT_NAMES, ...names };
  const locked = (name: string) =>
    readOnly.has(name) ? { readOnly: true, description: 'Uit uw account' } : {};
  return (
    <div className="grid gap-5">
      {salutationOptions ? (
        <FieldGrid>
          <SelectInput name={n.salutation} label={salutationLabel} required options={salutationOptions} />
        </FieldGrid>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem_1fr]">
        <TextInput
          name={n.firstName}
          label="Voornaam"
          required
          autoComplete="given-name"
          {...locked(n.firstName)}
        />
        <TextInput name={n.between} label="Tussenvoegsel" autoComplete="additional-name" />
        <TextInput
          name={n.lastName}
          label="Achternaam"
          required
          autoComplete="family-name"
          {...locked(n.lastName)}
        />
      </div>
      <FieldGrid>
        <TextInput
          name={n.phone}
          label={phoneLabel}
          required={phoneRequired}
          type="tel"
          autoComplete="tel"
          placeholder="0612345678"
          {...locked(n.phone)}
        />
        <TextInput
          name={n.email}
          label="E-mailadres"
          required
          type="email"
          autoComplete="email"
          placeholder="naam@voorbeeld.nl"
          {...locked(n.email)}
        />
      </FieldGrid>
    </div>
  );
}
