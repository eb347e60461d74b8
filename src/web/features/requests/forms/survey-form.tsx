import { REQUEST_MESSAGES as M } from '@shared/requests/api';
import {
  APPOINTMENT_WITH_OPTIONS,
  SURVEY_PROPERTY_TYPE_OPTIONS,
  SURVEY_SALUTATION_OPTIONS,
  SURVEY_SERVICE_OPTIONS,
} from '@shared/requests/constants';
import { BOUWKUNDIGE_DEFAULTS, bouwkundigeForm } from '@shared/requests/schemas';
import type { z } from '@shared/zod';
import { ADDRESS_NAMES, AddressFields } from '../components/address-fields';
import { ContactSection } from '../components/contact-fields';
import { FieldGrid, SelectInput, TextInput } from '../components/fields';
import { FormSection } from '../components/form-section';
import { AppointmentFields, CommentsSection } from '../components/form-sections';
import { modeSubmitProps, RequestFormShell } from '../components/request-form-shell';
import type { FormMode } from '../lib/form-mode';
import { useRequestForm } from '../lib/use-request-form';
import { projectPath, useProjectSubmit, usePublicSubmit } from '../lib/use-request-submit';

type Output = z.output<typeof bouwkundigeForm>;

const ERROR = { title: M.surveyErrorTitle, fallback: M.surveyErrorText };

/** Structural survey (bouwkundige keuring), four sections: /bouwkundige and /form/bouwkundige. */
export function SurveyForm({ mode }: { mode: FormMode }) {
  const { form, readOnly } = useRequestForm(bouwkundigeForm, BOUWKUNDIGE_DEFAULTS, mode, {
    salutations: SURVEY_SALUTATION_OPTIONS,
  });
  const auth = useProjectSubmit<Output>({
    type: 'bouwkundige',
    title: (v) => v.gewensteDienst,
    success: {
      title: 'Aanvraag verstuurd',
      description: 'Uw aanvraag voor een bouwkundige keuring is ontvangen.',
    },
    error: ERROR,
    redirectTo: projectPath,
    form,
  });
  const visitor = usePublicSubmit<Output>({
    path: '/api/public/bouwkundige',
    error: ERROR,
    form,
  });

  return (
    <RequestFormShell
      service="bouwkundige"
      mode={mode}
      title="Bouwkundige keuring aanvragen"
      description="Laat de bouwkundige staat van de woning vakkundig in kaart brengen. Binnen 24 uur nemen wij contact met u op."
      form={form}
      portalPath="/form/bouwkundige"
      {...modeSubmitProps(mode, form, auth, visitor)}
    >
      <ContactSection customer salutationOptions={SURVEY_SALUTATION_OPTIONS} readOnly={readOnly} />
      <FormSection id="object" number={2} title="Objectgegevens">
        <FieldGrid>
          <SelectInput
            name="gewensteDienst"
            label="Gewenste dienst"
            required
            options={SURVEY_SERVICE_OPTIONS}
            placeholder={null}
          />
          <SelectInput name="soortPand" label="Soort pand" required options={SURVEY_PROPERTY_TYPE_OPTIONS} />
          <TextInput name="buildYear" label="Bouwjaar" required inputMode="numeric" placeholder="1985" />
          <TextInput
            name="oppervlakte"
            label="Oppervlakte (m²)"
            required
            inputMode="numeric"
            placeholder="120"
          />
        </FieldGrid>
        <AddressFields letterLabel="Huisletter" names={ADDRESS_NAMES} />
      </FormSection>
      <FormSection id="other" number={3} title="Overige informatie">
        <AppointmentFields options={APPOINTMENT_WITH_OPTIONS} />
      </FormSection>
      <CommentsSection number={4} />
    </RequestFormShell>
  );
}
