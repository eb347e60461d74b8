import { REQUEST_MESSAGES as M } from '@shared/requests/api';
import {
  BUILD_PERIOD_OPTIONS,
  BUYER_PROPERTY_TYPE_OPTIONS,
  BUYER_SALUTATION_OPTIONS,
  buyerPriceToOptions,
  HAS_HYPOTHEEKADVISEUR_OPTIONS,
  MIN_BEDROOM_OPTIONS,
  MIN_M2_OPTIONS,
  PRICE_OPTIONS,
  PURCHASE_TERM_OPTIONS,
} from '@shared/requests/constants';
import { AANKOOPMAKELAAR_DEFAULTS, aankoopmakelaarForm } from '@shared/requests/schemas';
import type { z } from '@shared/zod';
import { useEffect } from 'react';
import { ADDRESS_NAMES, AddressFields } from '../components/address-fields';
import { ContactSection } from '../components/contact-fields';
import { FieldGrid, JA_NEE, RadioInput, SelectInput } from '../components/fields';
import { FormSection } from '../components/form-section';
import { CommentsSection } from '../components/form-sections';
import { modeSubmitProps, RequestFormShell } from '../components/request-form-shell';
import { SearchAreaField } from '../components/search-area-field';
import type { FormMode } from '../lib/form-mode';
import { useRequestForm } from '../lib/use-request-form';
import { useProjectSubmit, usePublicSubmit } from '../lib/use-request-submit';

type Output = z.output<typeof aankoopmakelaarForm>;

const ERROR = { title: M.buyerErrorTitle, fallback: M.buyerErrorText };

/** This form's own names for the salutation and the name between (the API contract). */
const CONTACT = { salutation: 'salutation', between: 'betweenName' } as const;

/** Buyer's agent request: public at /aankoopmakelaar, in the portal at /form/aankoopmakelaar. */
export function BuyerForm({ mode }: { mode: FormMode }) {
  const { form, readOnly } = useRequestForm(aankoopmakelaarForm, AANKOOPMAKELAAR_DEFAULTS, mode, {
    names: CONTACT,
    salutations: BUYER_SALUTATION_OPTIONS,
  });
  const { watch, setValue, getValues } = form;
  const priceFrom = watch('priceFrom');
  const hasOwnHouse = watch('hasOwnHouse');
  const toOptions = buyerPriceToOptions(priceFrom);

  // 'to' lists only values above 'from'; a 'to' that no longer fits is cleared.
  useEffect(() => {
    const to = getValues('priceTo');
    if (to && priceFrom && Number(to) <= Number(priceFrom)) setValue('priceTo', '');
  }, [priceFrom, getValues, setValue]);

  const auth = useProjectSubmit<Output>({
    type: 'aankoopmakelaar',
    success: {
      title: 'Aanvraag verstuurd',
      description: 'Uw aanvraag voor een aankoopmakelaar is ontvangen.',
    },
    error: ERROR,
    redirectTo: () => '/opdrachten',
    form,
  });
  const visitor = usePublicSubmit<Output>({
    path: '/api/public/aankoopmakelaar',
    error: ERROR,
    form,
  });

  return (
    <RequestFormShell
      service="aankoopmakelaar"
      mode={mode}
      title="Aankoopmakelaar aanvragen"
      description="Vertel ons wat voor woning u zoekt. Een aankoopmakelaar uit uw regio neemt binnen 24 uur contact met u op."
      form={form}
      portalPath="/form/aankoopmakelaar"
      {...modeSubmitProps(mode, form, auth, visitor)}
    >
      <ContactSection
        names={CONTACT}
        salutationOptions={BUYER_SALUTATION_OPTIONS}
        phoneLabel="Telefoon"
        readOnly={readOnly}
      />

      <FormSection id="search" number={2} title="Uw zoekopdracht">
        <RadioInput
          name="hasHypotheekladviseur"
          label="Heeft u al een hypotheekadviseur?"
          required
          options={HAS_HYPOTHEEKADVISEUR_OPTIONS}
        />
        <FieldGrid>
          <SelectInput name="priceFrom" label="Prijsklasse van" required options={PRICE_OPTIONS} />
          <SelectInput
            name="priceTo"
            label="Prijsklasse tot"
            required
            options={toOptions}
            description={priceFrom ? undefined : 'Kies eerst de prijsklasse van.'}
          />
        </FieldGrid>
        <SearchAreaField />
        <FieldGrid>
          <SelectInput
            name="propertyType"
            label="Woningtype"
            required
            options={BUYER_PROPERTY_TYPE_OPTIONS}
          />
          <SelectInput name="minM2" label="Minimaal m²" required options={MIN_M2_OPTIONS} />
          <SelectInput
            name="minSlaapkamers"
            label="Minimaal slaapkamers"
            required
            options={MIN_BEDROOM_OPTIONS}
          />
          <SelectInput name="bouwperiode" label="Bouwperiode" required options={BUILD_PERIOD_OPTIONS} />
          <SelectInput
            name="verwachteTermijnAankoop"
            label="Verwachte termijn aankoop"
            required
            options={PURCHASE_TERM_OPTIONS}
          />
        </FieldGrid>
      </FormSection>

      <FormSection id="current-home" number={3} title="Huidige woning">
        <RadioInput name="hasOwnHouse" label="Heeft u een eigen woning?" required options={JA_NEE} />
        {hasOwnHouse === 'ja' ? (
          <AddressFields required={false} names={{ ...ADDRESS_NAMES, houseLetter: 'houseNumberAddition' }} />
        ) : null}
      </FormSection>

      <CommentsSection
        number={4}
        label="Opmerkingen of wensen"
        placeholder="Bijvoorbeeld: tuin op het zuiden"
      />
    </RequestFormShell>
  );
}
