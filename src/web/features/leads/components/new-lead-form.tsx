// The new-lead panel's form: the client and their address are required, the taxatie and
// the buying/selling extras appear with their service. Validated by the endpoint's own schema (zodResolver); only
// useForm from react-hook-form, so the form library's other parts stay out of every chunk (the sign-in page's
// budget, docs/decisions/0021).
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCents } from '@shared/format';
import { LEAD_FEES_CENTS, LEAD_SERVICE_TYPES, type LeadServiceType } from '@shared/leads/fees';
import { type CreateLeadBody, type CreateLeadInput, createLeadBody } from '@shared/leads/schemas';
import { LEAD_MESSAGES } from '@shared/leads/texts';
import { PROJECT_TYPE_LABELS } from '@shared/projects/types';
import { TAXATIE_PROPERTY_TYPE_OPTIONS } from '@shared/requests/constants';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { applyFieldErrors } from '@web/lib/field-errors';
import { type DefaultValues, useForm } from 'react-hook-form';
import { useCreateLead } from '../api/create-lead';

type FormInput = CreateLeadBody;

// '' is what the unchosen select holds; the schema refuses it on submit ('Kies een dienst').
const EMPTY = {
  serviceType: '',
  clientName: '',
  clientDetails: '',
  email: '',
  contactnummer: '',
  postcode: '',
  huisnummer: '',
  huisletter: '',
  straat: '',
  plaats: '',
  opmerkingen: '',
  bouwjaar: '',
  oppervlakte: '',
  soortPand: '',
  budget: '',
  gewensteAfspraak: '',
} as unknown as DefaultValues<FormInput>;

const WITH_BUDGET: readonly string[] = ['aankoopmakelaar', 'verkoopmakelaar'] satisfies LeadServiceType[];

export const serviceLabel = (type: LeadServiceType) => PROJECT_TYPE_LABELS[type];

export function NewLeadForm({ onDone }: { onDone: () => void }) {
  const create = useCreateLead();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, CreateLeadInput>({
    resolver: zodResolver(createLeadBody),
    defaultValues: EMPTY,
    // The extras of a service that is no longer chosen are neither checked nor sent.
    shouldUnregister: true,
  });
  const serviceType = watch('serviceType') as LeadServiceType | '';

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { lead } = await create.mutateAsync(input);
      toast({
        title: LEAD_MESSAGES.created,
        description: `${lead.leadId} voor ${lead.clientName}: u ontvangt ${formatCents(lead.feeAmount)} zodra de opdracht is voltooid.`,
        variant: 'success',
      });
      reset(EMPTY);
      onDone();
    } catch (error) {
      applyFieldErrors(error, setError);
      toast({
        title: LEAD_MESSAGES.createFailed,
        description: errorText(
          error,
          'Er is een fout opgetreden bij het aanmaken van de lead. Probeer het opnieuw.',
        ),
        variant: 'destructive',
      });
    }
  });

  const field = (name: keyof FormInput) => ({
    id: `lead-${name}`,
    error: errors[name]?.message,
    registration: register(name),
  });
  const serviceError = errors.serviceType?.message;
  const soortPandError = errors.soortPand?.message;
  const detailsError = errors.clientDetails?.message;
  const remarksError = errors.opmerkingen?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Nieuwe lead">
      <FormField
        id="lead-serviceType"
        label="Dienst"
        error={serviceError}
        description={
          serviceType
            ? `Vergoeding bij voltooiing van de opdracht: ${formatCents(LEAD_FEES_CENTS[serviceType])}`
            : 'De vergoeding hangt af van de dienst.'
        }
        className="sm:max-w-sm"
      >
        <Select {...fieldAria('lead-serviceType', serviceError, true)} {...register('serviceType')}>
          <option value="">Kies een dienst</option>
          {LEAD_SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {serviceLabel(type)} ({formatCents(LEAD_FEES_CENTS[type])})
            </option>
          ))}
        </Select>
      </FormField>

      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 text-sm font-semibold">Klant</legend>
        <TextField {...field('clientName')} label="Naam klant" autoComplete="off" />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField {...field('email')} label="E-mailadres" type="email" autoComplete="off" />
          <TextField {...field('contactnummer')} label="Contactnummer" type="tel" autoComplete="off" />
        </div>
        <FormField id="lead-clientDetails" label="Over de klant (optioneel)" error={detailsError}>
          <Textarea
            rows={2}
            className="min-h-16"
            {...fieldAria('lead-clientDetails', detailsError)}
            {...register('clientDetails')}
          />
        </FormField>
      </fieldset>

      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 text-sm font-semibold">Adres</legend>
        <div className="grid items-start gap-4 sm:grid-cols-[9rem_1fr_8rem]">
          <TextField {...field('postcode')} label="Postcode" autoCapitalize="characters" autoComplete="off" />
          <TextField
            {...field('huisnummer')}
            label="Huisnummer"
            autoComplete="off"
            description={errors.huisnummer ? undefined : 'Bijvoorbeeld 123, 45A of 7-9'}
          />
          <TextField {...field('huisletter')} label="Toevoeging" autoComplete="off" />
        </div>
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField {...field('straat')} label="Straat" autoComplete="off" />
          <TextField {...field('plaats')} label="Plaats" autoComplete="off" />
        </div>
      </fieldset>

      {serviceType === 'taxatie' ? (
        <fieldset className="grid min-w-0 gap-4">
          <legend className="mb-2 text-sm font-semibold">Woning</legend>
          <div className="grid items-start gap-4 sm:grid-cols-3">
            <FormField id="lead-soortPand" label="Soort pand" error={soortPandError}>
              <Select {...fieldAria('lead-soortPand', soortPandError)} {...register('soortPand')}>
                <option value="">Kies het soort pand</option>
                {TAXATIE_PROPERTY_TYPE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.label}>
                    {o.label}
                  </option>
                ))}
              </Select>
            </FormField>
            <TextField {...field('bouwjaar')} label="Bouwjaar" inputMode="numeric" />
            <TextField {...field('oppervlakte')} label="Oppervlakte (m²)" inputMode="numeric" />
          </div>
        </fieldset>
      ) : null}

      {WITH_BUDGET.includes(serviceType) ? (
        <fieldset className="grid min-w-0 gap-4">
          <legend className="mb-2 text-sm font-semibold">Wensen</legend>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField
              {...field('budget')}
              label="Budget"
              inputMode="numeric"
              description="In euro, bijvoorbeeld 450.000"
            />
            <TextField
              {...field('gewensteAfspraak')}
              label="Gewenste afspraak"
              description="Bijvoorbeeld een dag of dagdeel"
            />
          </div>
        </fieldset>
      ) : null}

      <FormField id="lead-opmerkingen" label="Opmerkingen (optioneel)" error={remarksError}>
        <Textarea
          rows={3}
          className="min-h-20"
          {...fieldAria('lead-opmerkingen', remarksError)}
          {...register('opmerkingen')}
        />
      </FormField>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Annuleren
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Bezig...' : 'Lead aanmaken'}
        </Button>
      </div>
    </form>
  );
}
