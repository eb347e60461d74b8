import {
  ENERGY_LABEL_OPTIONS,
  ENERGY_LABEL_PROPERTY_TYPE_OPTIONS,
  SUSTAINABILITY_BUDGET_OPTIONS,
  SUSTAINABILITY_TIMING_OPTIONS,
  SUSTAINABILITY_TOPIC_OPTIONS,
} from '@shared/requests/constants';
import { VERDUURZAMING_DEFAULTS, verduurzamingForm } from '@shared/requests/schemas';
import type { z } from '@shared/zod';
import { AddressFields, DUTCH_ADDRESS_NAMES } from '../components/address-fields';
import { ContactSection } from '../components/contact-fields';
import { CheckboxGroupInput, FieldGrid, SelectInput, TextAreaInput, TextInput } from '../components/fields';
import { FormSection } from '../components/form-section';
import { RequestFormShell } from '../components/request-form-shell';
import { useRequestForm } from '../lib/use-request-form';
import { projectPath, useProjectSubmit } from '../lib/use-request-submit';

type Output = z.output<typeof verduurzamingForm>;

/** Sustainability advice: /form/verduurzaming. */
export function SustainabilityForm() {
  const { form, readOnly } = useRequestForm(verduurzamingForm, VERDUURZAMING_DEFAULTS, 'auth');
  const auth = useProjectSubmit<Output>({
    type: 'verduurzaming',
    title: () => 'Verduurzaming aanvraag',
    success: {
      title: 'Aanvraag verstuurd',
      description: 'Uw aanvraag voor verduurzamingsadvies is ontvangen.',
    },
    error: { title: 'Fout bij versturen', fallback: 'Er is een fout opgetreden. Probeer het opnieuw.' },
    redirectTo: projectPath,
    form,
  });

  return (
    <RequestFormShell
      service="verduurzaming"
      mode="auth"
      title="Verduurzamingsadvies aanvragen"
      description="Ontdek hoe u uw woning zuiniger en comfortabeler maakt. Een adviseur neemt binnen 24 uur contact met u op."
      form={form}
      onSubmit={form.handleSubmit(auth.submit)}
      submitting={auth.submitting}
    >
      <ContactSection readOnly={readOnly} />
      <FormSection id="home" number={2} title="De woning">
        <AddressFields letterLabel="Huisletter" names={DUTCH_ADDRESS_NAMES} />
        <FieldGrid>
          <SelectInput
            name="soortPand"
            label="Soort pand"
            required
            options={ENERGY_LABEL_PROPERTY_TYPE_OPTIONS}
          />
          <TextInput name="bouwjaar" label="Bouwjaar" required inputMode="numeric" placeholder="1975" />
          <SelectInput
            name="energielabel"
            label="Huidig energielabel"
            options={ENERGY_LABEL_OPTIONS}
            description="Als u het weet."
          />
        </FieldGrid>
      </FormSection>
      <FormSection id="advice" number={3} title="Uw wensen">
        <CheckboxGroupInput
          name="adviesOnderwerpen"
          label="Waarover wilt u advies?"
          required
          options={SUSTAINABILITY_TOPIC_OPTIONS}
        />
        <FieldGrid>
          <SelectInput name="budget" label="Budget" required options={SUSTAINABILITY_BUDGET_OPTIONS} />
          <SelectInput
            name="termijn"
            label="Wanneer wilt u starten?"
            required
            options={SUSTAINABILITY_TIMING_OPTIONS}
          />
        </FieldGrid>
        <TextAreaInput name="opmerkingen" label="Opmerkingen" />
      </FormSection>
    </RequestFormShell>
  );
}
