import { zodResolver } from '@hookform/resolvers/zod';
import { REQUEST_MESSAGES as M } from '@shared/requests/api';
import { MORTGAGE_REQUEST_SALUTATION_OPTIONS, REDEN_AFSPRAAK_OPTIONS } from '@shared/requests/constants';
import {
  HYPOTHEEK_ADVISEUR_REQUEST_DEFAULTS,
  type HypotheekAdviseurRequestForm,
  hypotheekAdviseurRequestForm,
} from '@shared/requests/schemas';
import type { z } from '@shared/zod';
import { useForm } from 'react-hook-form';
import { AddressFields, prefixedAddress } from '../components/address-fields';
import { ContactSection } from '../components/contact-fields';
import { FieldGrid, SelectInput } from '../components/fields';
import { FormSection } from '../components/form-section';
import { CommentsSection } from '../components/form-sections';
import { RequestFormShell } from '../components/request-form-shell';
import { ThankYou } from '../components/thank-you';
import { usePublicSubmit } from '../lib/use-request-submit';

type Output = z.output<typeof hypotheekAdviseurRequestForm>;

/** The public mortgage adviser request with five numbered sections: /hypotheek-adviseur. */
export function MortgageRequestForm() {
  const form = useForm<HypotheekAdviseurRequestForm, unknown, Output>({
    resolver: zodResolver(hypotheekAdviseurRequestForm),
    defaultValues: HYPOTHEEK_ADVISEUR_REQUEST_DEFAULTS as HypotheekAdviseurRequestForm,
  });
  const visitor = usePublicSubmit<Output>({
    path: '/api/public/hypotheek-adviseur',
    error: { title: M.surveyErrorTitle, fallback: M.surveyErrorText },
    form,
  });

  return (
    <RequestFormShell
      service="hypotheekadviseur"
      mode="public"
      title="Hypotheekadviseur aanvragen"
      description="Maak een afspraak met een onafhankelijke hypotheekadviseur. Binnen 24 uur nemen wij contact met u op."
      form={form}
      portalPath="/form/hypotheekadviseur"
      onSubmit={form.handleSubmit(visitor.submit)}
      submitting={visitor.submitting}
      submitLabel="Afspraak aanvragen"
      done={visitor.result ? <ThankYou existingUser={visitor.result.existingUser} /> : undefined}
    >
      <ContactSection customer salutationOptions={MORTGAGE_REQUEST_SALUTATION_OPTIONS} />
      <FormSection id="mortgage" number={2} title="Uw hypotheekgegevens">
        <FieldGrid>
          <SelectInput
            name="redenAfspraak"
            label="Reden afspraak"
            required
            options={REDEN_AFSPRAAK_OPTIONS}
            placeholder={null}
          />
        </FieldGrid>
      </FormSection>
      <FormSection id="current-address" number={3} title="Huidig adres">
        <AddressFields letterLabel="Huisletter" names={prefixedAddress('current')} />
      </FormSection>
      <FormSection
        id="new-address"
        number={4}
        title="Nieuw adres (niets van toepassing)"
        description="Heeft u al een nieuwe woning op het oog? Vul dan het adres in; anders laat u dit leeg."
      >
        <AddressFields required={false} letterLabel="Huisletter" names={prefixedAddress('new')} />
      </FormSection>
      <CommentsSection number={5} />
    </RequestFormShell>
  );
}
