// Sections and field groups that several request forms repeat with the same fields.
import { FieldGrid, type Option, RadioInput, TextAreaInput, TextInput } from './fields';
import { FormSection } from './form-section';

/** The last section of most forms: one free-text field. */
export function CommentsSection({
  number,
  name = 'comments',
  label = 'Opmerkingen',
  placeholder,
}: {
  number: number;
  name?: string;
  label?: string;
  placeholder?: string;
}) {
  return (
    <FormSection id="comments" number={number} title="Opmerkingen">
      <TextAreaInput name={name} label={label} placeholder={placeholder} />
    </FormSection>
  );
}

/** Who the adviser calls to plan the visit: a choice, then a name or e-mail and a phone number. */
export function AppointmentFields({
  options,
  names = { with: 'appointmentWith', nameOrEmail: 'contactNameOrEmail', phone: 'contactPhone' },
  nameOrEmailLabel = 'Naam of e-mail contactpersoon',
}: {
  options: readonly Option[];
  names?: { with: string; nameOrEmail: string; phone: string };
  nameOrEmailLabel?: string;
}) {
  return (
    <>
      <RadioInput name={names.with} label="Afspraak maken met" required options={options} />
      <FieldGrid>
        <TextInput name={names.nameOrEmail} label={nameOrEmailLabel} required />
        <TextInput name={names.phone} label="Contactnummer" required type="tel" />
      </FieldGrid>
    </>
  );
}
