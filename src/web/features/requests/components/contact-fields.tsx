import { CONTACT_NAMES, type ContactNames } from '../lib/prefill';
import { FieldGrid, type Option, SelectInput, TextInput } from './fields';
import { FormSection } from './form-section';

type ContactFieldsProps = Parameters<typeof ContactFields>[0];

/**
 * Section 1 of every request form around ContactFields: 'Uw gegevens', or 'Klantgegevens' (`customer`) on the
 * forms whose spec numbers the sections that way.
 */
export function ContactSection({ customer = false, ...props }: ContactFieldsProps & { customer?: boolean }) {
  return (
    <FormSection
      id={customer ? 'customer' : 'contact'}
      number={1}
      title={customer ? 'Klantgegevens' : 'Uw gegevens'}
    >
      <ContactFields {...props} />
    </FormSection>
  );
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
  const n = { ...CONTACT_NAMES, ...names };
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
