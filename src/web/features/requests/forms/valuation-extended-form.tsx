import { zodResolver } from '@hookform/resolvers/zod';
import { REQUEST_MESSAGES as M } from '@shared/requests/api';
import {
  APPOINTMENT_WITH_OPTIONS,
  EXTENDED_PROPERTY_TYPE_OPTIONS,
  EXTENDED_SALUTATION_OPTIONS,
  FINANCING_GOAL_OPTIONS,
  PAYMENT_METHOD_OPTIONS,
  TARIFF_OPTIONS,
  TAXATION_TYPE_LABELS,
} from '@shared/requests/constants';
import {
  TAXATIE_EXTENDED_DEFAULTS,
  type TaxatieExtendedForm,
  taxatieExtendedForm,
} from '@shared/requests/schemas';
import type { z } from '@shared/zod';
import { Checkbox } from '@web/components/ui/checkbox';
import { Label } from '@web/components/ui/label';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { AddressFields, prefixedAddress } from '../components/address-fields';
import { ContactSection } from '../components/contact-fields';
import { FieldGrid, JA_NEE, RadioInput, SelectInput, TextInput } from '../components/fields';
import { FormSection } from '../components/form-section';
import { AppointmentFields, CommentsSection } from '../components/form-sections';
import { RequestFormShell } from '../components/request-form-shell';
import { ThankYou } from '../components/thank-you';
import { usePublicSubmit } from '../lib/use-request-submit';

type Output = z.output<typeof taxatieExtendedForm>;

const ERROR = {
  title: M.valuationErrorTitle,
  fallback: M.publicValuationErrorText,
};

/** Valuation, the extended public variant with eight numbered sections. */
export function ValuationExtendedForm({ intro }: { intro?: ReactNode }) {
  const form = useForm<TaxatieExtendedForm, unknown, Output>({
    resolver: zodResolver(taxatieExtendedForm),
    defaultValues: TAXATIE_EXTENDED_DEFAULTS as TaxatieExtendedForm,
  });
  const visitor = usePublicSubmit<Output>({
    path: '/api/public/taxatie',
    error: ERROR,
    form,
  });

  // 'Gelijk aan klantgegevens': the client's contact details are the customer's of section 1.
  const copyCustomer = (checked: boolean) => {
    form.setValue('sameAsResident', checked);
    if (!checked) return;
    const v = form.getValues();
    const opts = { shouldValidate: true } as const;
    form.setValue('clientAanhef', v.aanhef, opts);
    form.setValue(
      'clientInitials',
      v.firstName ? `${v.firstName.trim().charAt(0).toUpperCase()}.` : '',
      opts,
    );
    form.setValue('clientTussenvoegsel', v.tussenvoegsel ?? '', opts);
    form.setValue('clientLastName', v.lastName, opts);
    form.setValue('clientPhone', v.phone, opts);
    form.setValue('clientEmail', v.email, opts);
  };

  return (
    <RequestFormShell
      service="taxatie"
      mode="public"
      title="Taxatie aanvragen (uitgebreid)"
      description={intro}
      form={form}
      portalPath="/form/taxatie"
      onSubmit={form.handleSubmit(visitor.submit)}
      submitting={visitor.submitting}
      submitLabel="Taxatie aanvragen"
      done={
        visitor.result ? (
          <ThankYou title="Bedankt voor uw taxatie-aanvraag!" existingUser={visitor.result.existingUser}>
            <p className="text-sm text-muted-foreground">
              De taxateur neemt contact op om een afspraak voor de opname te maken.
            </p>
          </ThankYou>
        ) : undefined
      }
    >
      <ContactSection customer salutationOptions={EXTENDED_SALUTATION_OPTIONS} />

      <FormSection id="object" number={2} title="Te taxeren object">
        <AddressFields names={prefixedAddress('object')} />
        <FieldGrid>
          <TextInput name="currentUsage" label="Huidig gebruik" required placeholder="Bijv. eigen bewoning" />
          <SelectInput
            name="propertyType"
            label="Type woning"
            required
            options={EXTENDED_PROPERTY_TYPE_OPTIONS}
          />
          <TextInput
            name="purchasePrice"
            label="Koopsom (€)"
            required
            inputMode="numeric"
            placeholder="350000"
          />
          <SelectInput
            name="financingGoal"
            label="Financieringsdoel"
            required
            options={FINANCING_GOAL_OPTIONS}
          />
        </FieldGrid>
        <FieldGrid>
          <RadioInput name="apartmentRight" label="Appartementsrecht" required options={JA_NEE} />
          <RadioInput name="isNewConstruction" label="Is het nieuwbouw?" required options={JA_NEE} />
        </FieldGrid>
        <SelectInput
          name="taxationType"
          label="Type taxatie"
          required
          options={TAXATION_TYPE_LABELS}
          placeholder={null}
        />
      </FormSection>

      <FormSection id="client" number={3} title="Contactgegevens opdrachtgever">
        <TextInput
          name="advisorEmail"
          label="E-mailadres hypotheekadviseur"
          type="email"
          description="Optioneel: het rapport gaat dan ook naar uw adviseur."
        />
        <div className="flex items-center gap-2">
          <Checkbox id="field-sameAsResident" onChange={(e) => copyCustomer(e.target.checked)} />
          <Label htmlFor="field-sameAsResident">Gelijk aan klantgegevens</Label>
        </div>
        <FieldGrid>
          <SelectInput name="clientAanhef" label="Aanhef" options={EXTENDED_SALUTATION_OPTIONS} />
          <TextInput name="clientInitials" label="Voorletters" required />
          <TextInput name="clientTussenvoegsel" label="Tussenvoegsel" />
          <TextInput name="clientLastName" label="Achternaam" required />
          <TextInput name="clientPhone" label="Telefoonnummer" required type="tel" />
          <TextInput name="clientEmail" label="E-mailadres" required type="email" />
        </FieldGrid>
      </FormSection>

      <FormSection id="owner" number={4} title="Eigenaar / contactpersoon">
        <TextInput name="ownerName" label="Naam eigenaar/contactpersoon" required />
        <AddressFields names={prefixedAddress('owner')} />
      </FormSection>

      <FormSection id="urgent" number={5} title="Spoed">
        <RadioInput name="tariff" label="Tarief" required options={TARIFF_OPTIONS} />
      </FormSection>

      <FormSection id="assignment" number={6} title="Opdrachtgegevens">
        <FieldGrid>
          <SelectInput name="payment" label="Betaalwijze" required options={PAYMENT_METHOD_OPTIONS} />
        </FieldGrid>
        <FieldGrid>
          <RadioInput name="nhg" label="Nationale Hypotheek Garantie (NHG)" required options={JA_NEE} />
          <RadioInput name="validation" label="Validatie van het rapport" required options={JA_NEE} />
        </FieldGrid>
      </FormSection>

      <FormSection id="other" number={7} title="Overige informatie">
        <AppointmentFields options={APPOINTMENT_WITH_OPTIONS} />
      </FormSection>

      <CommentsSection number={8} />
    </RequestFormShell>
  );
}
