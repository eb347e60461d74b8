import { zodResolver } from '@hookform/resolvers/zod';
import { REQUEST_MESSAGES as M } from '@shared/requests/api';
import {
  ENERGY_LABEL_APPOINTMENT_OPTIONS,
  ENERGY_LABEL_PROPERTY_TYPE_OPTIONS,
} from '@shared/requests/constants';
import { ENERGIELABEL_DEFAULTS, type EnergielabelForm, energielabelForm } from '@shared/requests/schemas';
import { displayName } from '@shared/users/display-name';
import type { z } from '@shared/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { AddressFields, DUTCH_ADDRESS_NAMES } from '../components/address-fields';
import { FieldGrid, SelectInput, TextInput } from '../components/fields';
import { FormSection } from '../components/form-section';
import { AppointmentFields, CommentsSection } from '../components/form-sections';
import { RequestFormShell } from '../components/request-form-shell';
import { useSignedInUser } from '../lib/signed-in-user';
import { useProjectSubmit } from '../lib/use-request-submit';

type Output = z.output<typeof energielabelForm>;

const addressLine = (v: Output) =>
  `${v.straat} ${v.huisnummer}${v.huisletter ? ` ${v.huisletter}` : ''}, ${v.postcode} ${v.plaats}`;

/** The energy label request: /energielabel and /form/energielabel. */
export function EnergyLabelForm() {
  const user = useSignedInUser();
  const defaults = useMemo(
    () => ({
      ...ENERGIELABEL_DEFAULTS,
      // A helpful start, still editable: who the adviser contacts for the appointment.
      naamOfEmail: user ? displayName(user) : '',
      contactnummer: user?.phone ?? '',
    }),
    [user],
  );
  const form = useForm<EnergielabelForm, unknown, Output>({
    resolver: zodResolver(energielabelForm),
    defaultValues: defaults as EnergielabelForm,
  });
  const auth = useProjectSubmit<Output>({
    type: 'energielabel',
    title: (v) => `Energielabel ${v.straat} ${v.huisnummer}`.trim(),
    description: (v) => `Energielabel aanvraag voor ${addressLine(v)}`,
    address: addressLine,
    success: {
      title: M.energyLabelSuccessTitle,
      description: M.energyLabelSuccessText,
    },
    error: {
      title: M.energyLabelErrorTitle,
      fallback: M.energyLabelErrorText,
      ignoreServerMessage: true,
    },
    redirectTo: () => '/dashboard',
    form,
  });

  return (
    <RequestFormShell
      service="energielabel"
      mode="auth"
      title="Energielabel aanvragen"
      description="Een erkend energieadviseur neemt de woning op en registreert het officiële energielabel."
      backTo={{ to: '/dashboard', label: 'Terug naar overzicht' }}
      form={form}
      onSubmit={form.handleSubmit(auth.submit)}
      submitting={auth.submitting}
    >
      <FormSection id="object" number={1} title="Objectgegevens">
        <FieldGrid>
          <TextInput name="gewensteDienst" label="Gewenste dienst" readOnly required />
          <SelectInput
            name="soortPand"
            label="Soort pand"
            required
            options={ENERGY_LABEL_PROPERTY_TYPE_OPTIONS}
          />
          <TextInput name="bouwjaar" label="Bouwjaar" required inputMode="numeric" placeholder="1985" />
          <TextInput
            name="oppervlakte"
            label="Oppervlakte (m²)"
            required
            inputMode="numeric"
            placeholder="120"
          />
        </FieldGrid>
        <AddressFields letterLabel="Huisletter" names={DUTCH_ADDRESS_NAMES} />
      </FormSection>
      <FormSection id="appointment" number={2} title="Afspraak">
        <AppointmentFields
          options={ENERGY_LABEL_APPOINTMENT_OPTIONS}
          names={{ with: 'afspraakMet', nameOrEmail: 'naamOfEmail', phone: 'contactnummer' }}
          nameOrEmailLabel="Naam of e-mailadres"
        />
      </FormSection>
      <CommentsSection number={3} name="opmerkingen" />
    </RequestFormShell>
  );
}
