import { REQUEST_MESSAGES as M } from '@shared/requests/api';
import {
  SELL_TIMELINE_OPTIONS,
  SELLER_BEDROOM_OPTIONS,
  SELLER_CONDITION_OPTIONS,
  SELLER_PRICE_OPTIONS,
  SELLER_PROPERTY_TYPE_OPTIONS,
  SELLER_SALUTATION_OPTIONS,
  SELLER_SIZE_OPTIONS,
  sellerPriceToOptions,
} from '@shared/requests/constants';
import { VERKOOPMAKELAAR_DEFAULTS, verkoopmakelaarForm } from '@shared/requests/schemas';
import type { z } from '@shared/zod';
import { useEffect } from 'react';
import { AddressAutocomplete } from '../components/address-autocomplete';
import { AddressFields, prefixedAddress } from '../components/address-fields';
import { ContactSection } from '../components/contact-fields';
import { FieldGrid, JA_NEE, RadioInput, SelectInput } from '../components/fields';
import { FormSection } from '../components/form-section';
import { CommentsSection } from '../components/form-sections';
import { modeSubmitProps, RequestFormShell } from '../components/request-form-shell';
import type { FormMode } from '../lib/form-mode';
import { useRequestForm } from '../lib/use-request-form';
import { projectPath, useProjectSubmit, usePublicSubmit } from '../lib/use-request-submit';

type Output = z.output<typeof verkoopmakelaarForm>;

const ERROR = {
  title: M.sellerErrorTitle,
  fallback: M.sellerErrorText,
};

/** Seller's agent request: /verkoopmakelaar and /form/verkoopmakelaar. */
export function SellerForm({ mode }: { mode: FormMode }) {
  const { form, readOnly } = useRequestForm(verkoopmakelaarForm, VERKOOPMAKELAAR_DEFAULTS, mode, {
    salutations: SELLER_SALUTATION_OPTIONS,
  });
  const { watch, setValue, getValues } = form;
  const from = watch('expectedValueFrom');
  const needsNewHouse = watch('needsNewHouse');

  // 'to' lists values from 'from' upward and is cleared when it falls below 'from'.
  useEffect(() => {
    const to = getValues('expectedValueTo');
    if (to && from && Number(to) < Number(from)) setValue('expectedValueTo', '');
  }, [from, getValues, setValue]);

  const auth = useProjectSubmit<Output>({
    type: 'verkoopmakelaar',
    title: () => 'Verkoopmakelaar aanvraag',
    success: {
      title: 'Aanvraag verstuurd',
      description: 'Uw aanvraag voor een verkoopmakelaar is ontvangen.',
    },
    error: ERROR,
    redirectTo: (res) => (res.projectId ? projectPath(res) : '/dashboard'),
    form,
  });
  const visitor = usePublicSubmit<Output>({
    path: '/api/auth/register-and-create-project',
    toBody: (values) => ({
      serviceType: 'verkoopmakelaar',
      userData: {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
      },
      projectData: values,
    }),
    error: ERROR,
    redirectHomeOnSuccess: true,
    form,
  });

  return (
    <RequestFormShell
      service="verkoopmakelaar"
      mode={mode}
      title="Verkoopmakelaar aanvragen"
      description="Vertel ons over uw woning. Een verkoopmakelaar uit uw regio neemt binnen 24 uur contact met u op."
      form={form}
      portalPath="/form/verkoopmakelaar"
      {...modeSubmitProps(mode, form, auth, visitor)}
    >
      <ContactSection salutationOptions={SELLER_SALUTATION_OPTIONS} readOnly={readOnly} />

      <FormSection id="property" number={2} title="Uw woning">
        <AddressAutocomplete name="propertyAddress" label="Adres van de woning" required />
        <FieldGrid>
          <SelectInput
            name="propertyType"
            label="Woningtype"
            required
            options={SELLER_PROPERTY_TYPE_OPTIONS}
            placeholder={null}
          />
          <SelectInput
            name="propertySize"
            label="Woonoppervlakte (m²)"
            required
            options={SELLER_SIZE_OPTIONS}
            placeholder={null}
          />
          <SelectInput
            name="bedrooms"
            label="Slaapkamers"
            required
            options={SELLER_BEDROOM_OPTIONS}
            placeholder={null}
          />
          <SelectInput
            name="condition"
            label="Afwerking"
            required
            options={SELLER_CONDITION_OPTIONS}
            placeholder={null}
          />
          <SelectInput
            name="expectedValueFrom"
            label="Verwachte waarde van"
            required
            options={SELLER_PRICE_OPTIONS}
          />
          <SelectInput
            name="expectedValueTo"
            label="Verwachte waarde tot"
            required
            options={sellerPriceToOptions(from)}
          />
          <SelectInput
            name="sellTimeline"
            label="Wanneer wilt u verkopen?"
            required
            options={SELL_TIMELINE_OPTIONS}
            placeholder={null}
          />
        </FieldGrid>
      </FormSection>

      <FormSection id="new-home" number={3} title="Nieuwe woning">
        <RadioInput name="needsNewHouse" label="Heeft u een nieuwe woning nodig?" required options={JA_NEE} />
        {needsNewHouse === 'ja' ? (
          <AddressFields required={false} letterLabel="Huisletter" names={prefixedAddress('future')} />
        ) : null}
      </FormSection>

      <CommentsSection number={4} />
    </RequestFormShell>
  );
}
