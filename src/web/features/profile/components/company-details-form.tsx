// The professional's company details (Bedrijfsgegevens): what every invoice of theirs prints, and what the server
// asks for before it makes one (409 naming what is missing otherwise).
import { zodResolver } from '@hookform/resolvers/zod';
import { COMPANY_DETAIL_LABELS } from '@shared/invoices/texts';
import {
  COMPANY_DETAIL_FIELDS,
  type CompanyDetailField,
  type ProfessionalProfile,
  professionalProfileBody,
} from '@shared/users/schemas';
import type { z } from '@shared/zod';
import { CompanyDetailsFields } from '@web/components/company-details-fields';
import { Alert } from '@web/components/ui/alert';
import { applyFieldErrors } from '@web/lib/field-errors';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSaveProfessionalProfile } from '../api/save-professional-profile';
import { SubmitButton, saveWithToast } from './profile-card';

/** The anchor the invoice screens link to: /profiel#bedrijfsgegevens. */
export const COMPANY_DETAILS_ANCHOR = 'bedrijfsgegevens';

// The same schema as PUT /api/professional-profile, for the fields this form shows.
const companyDetailsBody = professionalProfileBody.pick(
  Object.fromEntries(COMPANY_DETAIL_FIELDS.map((f) => [f, true])) as Record<CompanyDetailField, true>,
);
type CompanyInput = z.input<typeof companyDetailsBody>;
type CompanyOutput = z.output<typeof companyDetailsBody>;

const toForm = (p: ProfessionalProfile): CompanyInput =>
  Object.fromEntries(COMPANY_DETAIL_FIELDS.map((f) => [f, p[f] ?? ''])) as CompanyInput;

const filled = (v: string | null | undefined) => Boolean(v?.trim());

/** What an invoice still needs, in the words of the server's refusal (COMPANY_DETAIL_LABELS). */
export function missingCompanyDetails(p: ProfessionalProfile): string[] {
  const missing: string[] = [];
  if (!filled(p.company)) missing.push(COMPANY_DETAIL_LABELS.company);
  if (![p.bedrijfsStraat, p.bedrijfsHuisnummer, p.bedrijfsPostcode, p.bedrijfsPlaats].every(filled))
    missing.push(COMPANY_DETAIL_LABELS.address);
  if (!filled(p.kvkNummer)) missing.push(COMPANY_DETAIL_LABELS.kvkNummer);
  if (!filled(p.btwNummer)) missing.push(COMPANY_DETAIL_LABELS.btwNummer);
  if (!filled(p.iban)) missing.push(COMPANY_DETAIL_LABELS.iban);
  return missing;
}

export function CompanyDetailsForm({ profile }: { profile: ProfessionalProfile }) {
  const save = useSaveProfessionalProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CompanyInput, unknown, CompanyOutput>({
    resolver: zodResolver(companyDetailsBody),
    defaultValues: toForm(profile),
  });

  const onSubmit = handleSubmit((company) =>
    saveWithToast({
      // The endpoint saves the whole profile: the rest goes along as saved, so this form changes only its own.
      save: () =>
        save.mutateAsync({
          specializations: profile.specializations,
          experience: profile.experience,
          certifications: profile.certifications,
          serviceArea: profile.serviceArea,
          ...company,
        }),
      onSaved: (saved) => reset(toForm(saved)),
      onError: (error) => applyFieldErrors(error, setError, { fields: COMPANY_DETAIL_FIELDS }),
      description: 'Uw bedrijfsgegevens zijn bijgewerkt.',
    }),
  );

  const missing = missingCompanyDetails(profile);
  const field = (name: CompanyDetailField) => ({
    id: `company-${name}`,
    error: errors[name]?.message,
    registration: register(name),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {missing.length === 0 ? (
        <Alert variant="success">
          <CircleCheck aria-hidden />
          <p>Uw bedrijfsgegevens zijn compleet: u kunt facturen aanmaken.</p>
        </Alert>
      ) : (
        <Alert variant="info">
          <CircleAlert aria-hidden />
          <p>
            <span className="font-medium">Nog niet compleet.</span> Er ontbreekt: {missing.join(', ')}.
          </p>
        </Alert>
      )}
      <CompanyDetailsFields field={field} owner="self" />
      <SubmitButton submitting={isSubmitting} dirty={isDirty}>
        Bedrijfsgegevens opslaan
      </SubmitButton>
    </form>
  );
}
