import { REQUEST_MESSAGES as M } from '@shared/requests/api';
import {
  TAXATIE_BEDROOM_OPTIONS,
  TAXATIE_CONDITION_OPTIONS,
  TAXATIE_PROPERTY_TYPE_OPTIONS,
  TAXATIE_SALUTATION_OPTIONS,
  TAXATION_PURPOSE_OPTIONS,
  TAXATION_TYPE_OPTIONS,
  URGENCY_OPTIONS,
} from '@shared/requests/constants';
import { TAXATIE_DEFAULTS, taxatieForm } from '@shared/requests/schemas';
import type { z } from '@shared/zod';
import type { ReactNode } from 'react';
import { AddressAutocomplete } from '../components/address-autocomplete';
import { ContactSection } from '../components/contact-fields';
import { FieldGrid, RadioInput, SelectInput, TextInput } from '../components/fields';
import { FormSection } from '../components/form-section';
import { CommentsSection } from '../components/form-sections';
import { modeSubmitProps, RequestFormShell } from '../components/request-form-shell';
import type { FormMode } from '../lib/form-mode';
import { useRequestForm } from '../lib/use-request-form';
import { projectPath, useProjectSubmit, usePublicSubmit } from '../lib/use-request-submit';

type Output = z.output<typeof taxatieForm>;

const ERROR = { title: M.valuationErrorTitle, fallback: M.publicValuationErrorText };

/** Valuation, simple form: /taxatie and /form/taxatie. */
export function ValuationForm({ mode, intro }: { mode: FormMode; intro?: ReactNode }) {
  const { form, readOnly } = useRequestForm(taxatieForm, TAXATIE_DEFAULTS, mode, {
    salutations: TAXATIE_SALUTATION_OPTIONS,
  });

  const auth = useProjectSubmit<Output>({
    type: 'taxatie',
    title: () => 'Taxatie aanvraag',
    success: { title: 'Aanvraag verstuurd', description: 'Uw taxatie-aanvraag is ontvangen.' },
    error: ERROR,
    redirectTo: projectPath,
    form,
  });
  const visitor = usePublicSubmit<Output>({
    path: '/api/public/taxatie',
    error: ERROR,
    form,
  });

  return (
    <RequestFormShell
      service="taxatie"
      mode={mode}
      title="Taxatie aanvragen"
      description={
        intro ??
        'Een gevalideerd taxatierapport door een erkend taxateur. Binnen 24 uur nemen wij contact met u op.'
      }
      form={form}
      portalPath="/form/taxatie"
      {...modeSubmitProps(mode, form, auth, visitor)}
    >
      <ContactSection salutationOptions={TAXATIE_SALUTATION_OPTIONS} readOnly={readOnly} />

      <FormSection id="property" number={2} title="De woning">
        <AddressAutocomplete name="propertyAddress" label="Adres van de woning" required />
        <FieldGrid>
          <SelectInput
            name="propertyType"
            label="Woningtype"
            required
            options={TAXATIE_PROPERTY_TYPE_OPTIONS}
          />
          <TextInput
            name="propertySize"
            label="Woonoppervlakte (m²)"
            required
            inputMode="numeric"
            placeholder="120"
          />
          <SelectInput name="bedrooms" label="Slaapkamers" required options={TAXATIE_BEDROOM_OPTIONS} />
          <TextInput name="buildYear" label="Bouwjaar" required inputMode="numeric" placeholder="1985" />
          <SelectInput
            name="condition"
            label="Staat van de woning"
            required
            options={TAXATIE_CONDITION_OPTIONS}
          />
        </FieldGrid>
      </FormSection>

      <FormSection id="valuation" number={3} title="De taxatie">
        <SelectInput
          name="taxationType"
          label="Type taxatie"
          required
          options={TAXATION_TYPE_OPTIONS}
          placeholder={null}
        />
        <RadioInput name="urgency" label="Urgentie" required options={URGENCY_OPTIONS} />
        <SelectInput name="purpose" label="Doel taxatie" required options={TAXATION_PURPOSE_OPTIONS} />
      </FormSection>

      <CommentsSection number={4} />
    </RequestFormShell>
  );
}
