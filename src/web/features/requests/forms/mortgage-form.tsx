import { REQUEST_MESSAGES as M } from '@shared/requests/api';
import {
  MORTGAGE_SALUTATION_OPTIONS,
  MORTGAGE_TERM_OPTIONS,
  WONING_TYPE_OPTIONS,
} from '@shared/requests/constants';
import { HYPOTHEEKADVISEUR_DEFAULTS, hypotheekadviseurForm } from '@shared/requests/schemas';
import type { z } from '@shared/zod';
import { ContactSection } from '../components/contact-fields';
import { FieldGrid, JA_NEE, RadioInput, SelectInput, TextAreaInput, TextInput } from '../components/fields';
import { FormSection } from '../components/form-section';
import { RequestFormShell } from '../components/request-form-shell';
import { useRequestForm } from '../lib/use-request-form';
import { projectPath, useProjectSubmit } from '../lib/use-request-submit';

type Output = z.output<typeof hypotheekadviseurForm>;

/** The signed-in mortgage adviser form: /form/hypotheekadviseur. */
export function MortgageForm() {
  const { form, readOnly } = useRequestForm(hypotheekadviseurForm, HYPOTHEEKADVISEUR_DEFAULTS, 'auth', {
    salutations: MORTGAGE_SALUTATION_OPTIONS,
  });
  const huidigeWoning = form.watch('huidigeWoning');
  const auth = useProjectSubmit<Output>({
    type: 'hypotheekadviseur',
    title: () => 'Hypotheekadviseur aanvraag',
    success: { title: 'Aanvraag verstuurd', description: 'Uw aanvraag voor hypotheekadvies is ontvangen.' },
    error: {
      title: M.mortgageErrorTitle,
      fallback: M.mortgageErrorText,
      ignoreServerMessage: true,
    },
    redirectTo: projectPath,
    form,
  });

  return (
    <RequestFormShell
      service="hypotheekadviseur"
      mode="auth"
      title="Hypotheekadviseur Project"
      description="Vraag persoonlijk hypotheekadvies aan. Een adviseur neemt binnen 24 uur contact met u op."
      form={form}
      onSubmit={form.handleSubmit(auth.submit)}
      submitting={auth.submitting}
    >
      <ContactSection salutationOptions={MORTGAGE_SALUTATION_OPTIONS} readOnly={readOnly} />

      <FormSection id="situation" number={2} title="Uw situatie">
        <RadioInput name="huidigeWoning" label="Heeft u een huidige woning?" required options={JA_NEE} />
        {huidigeWoning === 'ja' ? (
          <TextInput
            name="huidigeHypotheek"
            label="Huidige hypotheek (€)"
            inputMode="numeric"
            placeholder="200000"
          />
        ) : null}
        <FieldGrid>
          <TextInput
            name="gewensteHypotheek"
            label="Gewenste hypotheek (€)"
            required
            inputMode="numeric"
            placeholder="300000"
          />
          <TextInput
            name="inkomen"
            label="Bruto maandinkomen (€)"
            required
            inputMode="numeric"
            placeholder="4000"
          />
          <SelectInput name="woningType" label="Type woning" required options={WONING_TYPE_OPTIONS} />
          <TextInput name="woningWaarde" label="Woningwaarde (€)" inputMode="numeric" placeholder="350000" />
        </FieldGrid>
      </FormSection>

      <FormSection id="appointment" number={3} title="Afspraak">
        <FieldGrid>
          <TextInput name="gewensteAfspraakDatum" label="Gewenste afspraak datum" required type="date" />
          <SelectInput name="termijn" label="Gewenste termijn" required options={MORTGAGE_TERM_OPTIONS} />
        </FieldGrid>
        <TextAreaInput name="opmerkingen" label="Opmerkingen" />
      </FormSection>
    </RequestFormShell>
  );
}
