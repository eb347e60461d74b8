import { zodResolver } from '@hookform/resolvers/zod';
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
import { TAXATIE_DEFAULTS, type TaxatieForm, taxatieForm } from '@shared/requests/schemas';
import type { z } from '@shared/zod';
import { type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { AddressAutocomplete } from '../components/address-autocomplete';
import { ContactFields } from '../components/contact-fields';
import { FieldGrid, RadioInput, SelectInput, TextAreaInput, TextInput } from '../components/fields';
import { FormSection } from '../components/form-section';
import { RequestFormShell } from '../components/request-form-shell';
import { ThankYou } from '../components/thank-you';
import type { FormMode } from '../lib/form-mode';
import { prefillContact } from '../lib/prefill';
import { useSignedInUser } from '../lib/signed-in-user';
import { projectPath, useProjectSubmit, usePublicSubmit } from '../lib/use-request-submit';

type Output = z.output<typeof taxatieForm>;

/** Valuation, simple form (spec 002 §2, §3): /taxatie and /form/taxatie. */
export function ValuationForm({ mode, intro }: { mode: FormMode; intro?: ReactNode }) {
  const user = useSignedInUser();
  const prefill = useMemo(
    () => prefillContact(TAXATIE_DEFAULTS, mode === 'auth' ? user : null),
    [mode, user],
  );
  const form = useForm<TaxatieForm, unknown, Output>({
    resolver: zodResolver(taxatieForm),
    defaultValues: prefill.values as TaxatieForm,
  });

  const auth = useProjectSubmit<Output>({
    type: 'taxatie',
    title: () => 'Taxatie aanvraag',
    success: { title: 'Aanvraag verstuurd', description: 'Uw taxatie-aanvraag is ontvangen.' },
    error: {
      title: M.valuationErrorTitle,
      fallback: M.publicValuationErrorText,
    },
    redirectTo: projectPath,
    setError: form.setError as never,
  });
  const visitor = usePublicSubmit<Output>({
    path: '/api/public/taxatie',
    error: {
      title: M.valuationErrorTitle,
      fallback: M.publicValuationErrorText,
    },
    setError: form.setError as never,
    getHoneypot: () => form.getValues('website' as never),
  });
  const submit = mode === 'auth' ? auth.submit : visitor.submit;

  return (
    <RequestFormShell
      mode={mode}
      title="Taxatie aanvragen"
      description={
        intro ??
        'Een gevalideerd taxatierapport door een erkend taxateur. Binnen 24 uur nemen wij contact met u op.'
      }
      form={form}
      portalPath="/form/taxatie"
      onSubmit={form.handleSubmit(submit)}
      submitting={mode === 'auth' ? auth.submitting : visitor.submitting}
      done={visitor.result ? <ThankYou existingUser={visitor.result.existingUser} /> : undefined}
    >
      <FormSection id="contact" number={1} title="Uw gegevens">
        <ContactFields salutationOptions={TAXATIE_SALUTATION_OPTIONS} readOnly={prefill.readOnly} />
      </FormSection>

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

      <FormSection id="comments" number={4} title="Opmerkingen">
        <TextAreaInput name="comments" label="Opmerkingen" />
      </FormSection>
    </RequestFormShell>
  );
}
