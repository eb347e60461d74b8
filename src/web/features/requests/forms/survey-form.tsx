import { zodResolver } from '@hookform/resolvers/zod';
import { REQUEST_MESSAGES as M } from '@shared/requests/api';
import {
  APPOINTMENT_WITH_OPTIONS,
  SURVEY_PROPERTY_TYPE_OPTIONS,
  SURVEY_SALUTATION_OPTIONS,
  SURVEY_SERVICE_OPTIONS,
} from '@shared/requests/constants';
import { BOUWKUNDIGE_DEFAULTS, type BouwkundigeForm, bouwkundigeForm } from '@shared/requests/schemas';
import type { z } from '@shared/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { AddressFields } from '../components/address-fields';
import { ContactFields } from '../components/contact-fields';
import { FieldGrid, RadioInput, SelectInput, TextAreaInput, TextInput } from '../components/fields';
import { FormSection } from '../components/form-section';
import { RequestFormShell } from '../components/request-form-shell';
import { ThankYou } from '../components/thank-you';
import type { FormMode } from '../lib/form-mode';
import { prefillContact } from '../lib/prefill';
import { useSignedInUser } from '../lib/signed-in-user';
import { projectPath, useProjectSubmit, usePublicSubmit } from '../lib/use-request-submit';

type Output = z.output<typeof bouwkundigeForm>;

const ERROR = { title: M.surveyErrorTitle, fallback: M.surveyErrorText };

/** Structural survey (bouwkundige keuring), four sections (spec 002 §2, §3): /bouwkundige and /form/bouwkundige. */
export function SurveyForm({ mode }: { mode: FormMode }) {
  const user = useSignedInUser();
  const prefill = useMemo(
    () => prefillContact(BOUWKUNDIGE_DEFAULTS, mode === 'auth' ? user : null),
    [mode, user],
  );
  const form = useForm<BouwkundigeForm, unknown, Output>({
    resolver: zodResolver(bouwkundigeForm),
    defaultValues: prefill.values as BouwkundigeForm,
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
    setError: form.setError as never,
  });
  const visitor = usePublicSubmit<Output>({
    path: '/api/public/bouwkundige',
    error: ERROR,
    setError: form.setError as never,
    getHoneypot: () => form.getValues('website' as never),
  });
  const submit = mode === 'auth' ? auth.submit : visitor.submit;

  return (
    <RequestFormShell
      mode={mode}
      title="Bouwkundige keuring aanvragen"
      description="Laat de bouwkundige staat van de woning vakkundig in kaart brengen. Binnen 24 uur nemen wij contact met u op."
      form={form}
      portalPath="/form/bouwkundige"
      onSubmit={form.handleSubmit(submit)}
      submitting={mode === 'auth' ? auth.submitting : visitor.submitting}
      done={visitor.result ? <ThankYou existingUser={visitor.result.existingUser} /> : undefined}
    >
      <FormSection id="customer" number={1} title="Klantgegevens">
        <ContactFields salutationOptions={SURVEY_SALUTATION_OPTIONS} readOnly={prefill.readOnly} />
      </FormSection>
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
        <AddressFields
          letterLabel="Huisletter"
          names={{
            postcode: 'postcode',
            houseNumber: 'houseNumber',
            houseLetter: 'houseLetter',
            street: 'street',
            city: 'city',
          }}
        />
      </FormSection>
      <FormSection id="other" number={3} title="Overige informatie">
        <RadioInput
          name="appointmentWith"
          label="Afspraak maken met"
          required
          options={APPOINTMENT_WITH_OPTIONS}
        />
        <FieldGrid>
          <TextInput name="contactNameOrEmail" label="Naam of e-mail contactpersoon" required />
          <TextInput name="contactPhone" label="Contactnummer" required type="tel" />
        </FieldGrid>
      </FormSection>
      <FormSection id="comments" number={4} title="Opmerkingen">
        <TextAreaInput name="comments" label="Opmerkingen" />
      </FormSection>
    </RequestFormShell>
  );
}
