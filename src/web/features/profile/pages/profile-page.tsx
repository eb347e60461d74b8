import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthUser } from '@shared/auth/schemas';
import { PROJECT_TYPE_LABELS, PROJECT_TYPES } from '@shared/projects/types';
import { formatPhone } from '@shared/users/phone';
import { type ProfileAddress, profileBody } from '@shared/users/profile';
import { ROLE_LABELS } from '@shared/users/roles';
import { AANHEF_OPTIONS, formalSalutation } from '@shared/users/salutation';
import { type ProfessionalProfile, professionalProfileBody } from '@shared/users/schemas';
import type { z } from '@shared/zod';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { Select } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { TextField } from '@web/components/ui/text-field';
import { useAddressLookup } from '@web/lib/address-lookup';
import { applyFieldErrors } from '@web/lib/field-errors';
import { BadgeCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useProfessionalProfile } from '../api/get-professional-profile';
import { useProfile } from '../api/get-profile';
import { useSaveProfessionalProfile } from '../api/save-professional-profile';
import { useUpdateProfile } from '../api/update-profile';
import { COMPANY_DETAILS_ANCHOR, CompanyDetailsForm } from '../components/company-details-form';
import { OwnDataCard } from '../components/own-data-card';
import { ProfileCard, SubmitButton, saveWithToast, TextareaField } from '../components/profile-card';

/**
 * /profiel: one's own details, saved through the API, a professional's profile, and `security`
 * (the sign-in settings another feature provides; the app layer composes them in).
 */
export function ProfilePage({ user, security }: { user: AuthUser; security?: ReactNode }) {
  return (
    <div className="space-y-(--card-spacing)">
      {/* The page's heading. */}
      <PageHeader title="MIJN PROFIEL" description="Uw persoonlijke gegevens en contactinformatie." />
      <div className="grid grid-cols-1 gap-(--card-spacing) xl:grid-cols-2">
        {/* A fresh form when the user changes (an admin switching views). */}
        <PersonalSection key={user.id} user={user} />
        {user.role === 'professional' ? <ProfessionalSections key={`p-${user.id}`} /> : null}
        {security}
        <OwnDataCard user={user} />
      </div>
    </div>
  );
}

type PersonalInput = z.input<typeof profileBody>;
type PersonalOutput = z.output<typeof profileBody>;
const PERSONAL_FIELDS = [
  'aanhef',
  'initialen',
  'firstName',
  'tussenvoegsel',
  'lastName',
  'phone',
  'straat',
  'huisnummer',
  'huisletter',
  'postcode',
  'plaats',
] as const;

/**
 * The form's values for a user: the phone shown the Dutch way ('06 12345678'), as typed when it predates the check;
 * the home address as stored, each part empty until filled in.
 */
const personalValues = (u: AuthUser, a: ProfileAddress): PersonalInput => ({
  aanhef: u.aanhef ?? '',
  initialen: u.initialen ?? '',
  firstName: u.firstName,
  tussenvoegsel: u.tussenvoegsel ?? '',
  lastName: u.lastName,
  phone: formatPhone(u.phone),
  straat: a.straat ?? '',
  huisnummer: a.huisnummer ?? '',
  huisletter: a.huisletter ?? '',
  postcode: a.postcode ?? '',
  plaats: a.plaats ?? '',
});

/** The personal details card: its form once the profile (with the home address) is in. */
function PersonalSection({ user }: { user: AuthUser }) {
  const profile = useProfile();
  // The cached profile of someone else (an admin switched views) is not this user's.
  const address = profile.data?.id === user.id ? profile.data : undefined;
  if (address) return <PersonalForm user={user} address={address} />;
  return (
    <ProfileCard
      title="Persoonlijke gegevens"
      description="Uw naam, telefoonnummer en adres zoals professionals en beheerders die zien."
    >
      {profile.isError ? (
        <p role="alert" className="text-destructive">
          Fout bij laden
        </p>
      ) : (
        <div className="flex justify-center py-8">
          <Spinner className="text-primary" label="Profiel laden" />
        </div>
      )}
    </ProfileCard>
  );
}

function PersonalForm({ user, address }: { user: AuthUser; address: ProfileAddress }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PersonalInput, unknown, PersonalOutput>({
    resolver: zodResolver(profileBody),
    defaultValues: personalValues(user, address),
  });

  // Postcode and number are looked up, as on the request forms: street and place are filled in when empty or when
  // an earlier lookup filled them, never over the person's own typing; they stay editable.
  const lookup = useAddressLookup(watch('postcode') ?? '', watch('huisnummer') ?? '');
  const filled = useRef<{ straat: string; plaats: string } | null>(null);
  useEffect(() => {
    const found = lookup.data;
    if (!found?.street && !found?.city) return;
    const [straat, plaats] = getValues(['straat', 'plaats']);
    const mayReplace = (value: string | null | undefined, previous: string | undefined) =>
      !value || value === previous;
    if (found.street && mayReplace(straat, filled.current?.straat))
      setValue('straat', found.street, { shouldDirty: true });
    if (found.city && mayReplace(plaats, filled.current?.plaats))
      setValue('plaats', found.city, { shouldDirty: true });
    filled.current = { straat: found.street ?? '', plaats: found.city ?? '' };
  }, [lookup.data, getValues, setValue]);

  const onSubmit = handleSubmit((body) =>
    saveWithToast({
      save: () => update.mutateAsync(body),
      onSaved: (saved) => reset(personalValues(saved, saved)),
      onError: (error) => applyFieldErrors(error, setError, { fields: [...PERSONAL_FIELDS] }),
      description: 'Uw gegevens zijn bijgewerkt.',
    }),
  );

  return (
    <ProfileCard
      title="Persoonlijke gegevens"
      description="Uw naam, telefoonnummer en adres zoals professionals en beheerders die zien."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid items-start gap-4 sm:grid-cols-[9rem_1fr]">
          <FormField id="profile-aanhef" label="Aanhef" error={errors.aanhef?.message}>
            <Select {...fieldAria('profile-aanhef', errors.aanhef?.message)} {...register('aanhef')}>
              <option value="">Geen aanhef</option>
              {AANHEF_OPTIONS.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </Select>
          </FormField>
          <TextField
            id="profile-initialen"
            label="Initialen"
            autoComplete="off"
            placeholder="Bijvoorbeeld: J.P."
            error={errors.initialen?.message}
            registration={register('initialen')}
          />
        </div>
        <TextField
          id="profile-firstName"
          label="Voornaam"
          autoComplete="given-name"
          error={errors.firstName?.message}
          registration={register('firstName')}
        />
        <div className="grid items-start gap-4 sm:grid-cols-[9rem_1fr]">
          <TextField
            id="profile-tussenvoegsel"
            label="Tussenvoegsel"
            autoComplete="off"
            placeholder="Bijvoorbeeld: de"
            error={errors.tussenvoegsel?.message}
            registration={register('tussenvoegsel')}
          />
          <TextField
            id="profile-lastName"
            label="Achternaam"
            autoComplete="family-name"
            error={errors.lastName?.message}
            registration={register('lastName')}
          />
        </div>
        <FormField
          id="profile-email"
          label="E-mailadres"
          description="Wilt u een ander e-mailadres gebruiken? Neem contact met ons op."
        >
          <div className="flex flex-col items-start gap-1.5 sm:flex-row sm:items-center sm:gap-2">
            {/* Read-only, not disabled: it stays legible, selectable and reachable by keyboard. */}
            <Input
              id="profile-email"
              value={user.email}
              readOnly
              aria-describedby="profile-email-description"
              className="cursor-default border-dashed bg-muted text-foreground"
            />
            {user.emailVerified ? (
              <span className="inline-flex shrink-0 items-center gap-1 text-xs font-medium text-success">
                <BadgeCheck className="size-4" aria-hidden /> Geverifieerd
              </span>
            ) : (
              <span className="shrink-0 text-xs text-muted-foreground">Niet geverifieerd</span>
            )}
          </div>
        </FormField>
        <TextField
          id="profile-phone"
          label="Telefoonnummer"
          type="tel"
          autoComplete="tel"
          placeholder="06 12345678"
          description="Een Nederlands nummer, of een buitenlands nummer met landcode (+32 ...)."
          error={errors.phone?.message}
          registration={register('phone')}
        />
        <fieldset className="grid gap-4" aria-describedby="profile-address-description">
          <legend className="mb-1 text-sm font-medium">Adres</legend>
          <p id="profile-address-description" className="-mt-2 text-xs text-muted-foreground">
            Uw woonadres. Uw facturen worden hierheen gestuurd als uw aanvraag geen adres van u noemt. Vul
            postcode en huisnummer in, dan zoeken wij straat en plaats voor u op.
          </p>
          <div className="grid items-start gap-4 sm:grid-cols-[1fr_7rem_7rem]">
            <TextField
              id="profile-postcode"
              label="Postcode"
              autoComplete="postal-code"
              placeholder="1234 AB"
              error={errors.postcode?.message}
              registration={register('postcode')}
            />
            <TextField
              id="profile-huisnummer"
              label="Huisnummer"
              inputMode="numeric"
              placeholder="12"
              error={errors.huisnummer?.message}
              registration={register('huisnummer')}
            />
            <TextField
              id="profile-huisletter"
              label="Toevoeging"
              placeholder="A"
              error={errors.huisletter?.message}
              registration={register('huisletter')}
            />
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField
              id="profile-straat"
              label="Straat"
              autoComplete="address-line1"
              error={errors.straat?.message}
              registration={register('straat')}
            />
            <TextField
              id="profile-plaats"
              label="Plaats"
              autoComplete="address-level2"
              error={errors.plaats?.message}
              registration={register('plaats')}
            />
          </div>
        </fieldset>
        <div className="space-y-1 text-sm text-muted-foreground">
          <p>Rol: {ROLE_LABELS[user.role]}</p>
          {/* The salutation our mails open with, from what is saved (decision 0023). */}
          <p>Zo spreken wij u aan: {formalSalutation(user)}</p>
        </div>
        <SubmitButton submitting={isSubmitting} dirty={isDirty}>
          Opslaan
        </SubmitButton>
      </form>
    </ProfileCard>
  );
}

/** A professional's two cards under one query: the professional profile and the company details. */
function ProfessionalSections() {
  const profile = useProfessionalProfile();
  const { hash } = useLocation();
  const loaded = profile.isSuccess;

  // /profiel#bedrijfsgegevens (the invoice screens link there): the card stands where it ends up only once the
  // profile is in, after the browser tried to scroll and after the shell's scroll to the top.
  useEffect(() => {
    if (!loaded || hash !== `#${COMPANY_DETAILS_ANCHOR}`) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(COMPANY_DETAILS_ANCHOR)?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, loaded]);

  const body = (form: (data: ProfessionalProfile) => ReactNode) =>
    profile.isPending ? (
      <div className="flex justify-center py-8">
        <Spinner className="text-primary" label="Profiel laden" />
      </div>
    ) : profile.isError ? (
      <p role="alert" className="text-destructive">
        Fout bij laden
      </p>
    ) : (
      form(profile.data)
    );

  return (
    <>
      <ProfileCard
        title="Professioneel profiel"
        description="Uw specialisaties bepalen voor welke opdrachten u in aanmerking komt."
      >
        {body((data) => (
          <ProfessionalForm profile={data} />
        ))}
      </ProfileCard>
      <ProfileCard
        id={COMPANY_DETAILS_ANCHOR}
        className="scroll-mt-20 xl:col-span-2"
        title="Bedrijfsgegevens"
        description={
          <>
            Deze gegevens staan op uw facturen; op uw IBAN ontvangt u de uitbetalingen. Bedrijfsnaam, adres,
            KVK-nummer, BTW-nummer en IBAN zijn verplicht voordat u een factuur kunt aanmaken.
          </>
        }
      >
        {body((data) => (
          <CompanyDetailsForm profile={data} />
        ))}
      </ProfileCard>
    </>
  );
}

// This form sends no company details: absent, the server leaves them as they are.
const PROFESSIONAL_FIELDS = ['specializations', 'experience', 'certifications', 'serviceArea'];
type ProInput = z.input<typeof professionalProfileBody>;
type ProOutput = z.output<typeof professionalProfileBody>;

function ProfessionalForm({ profile }: { profile: ProfessionalProfile }) {
  const save = useSaveProfessionalProfile();
  const toForm = (p: ProfessionalProfile): ProInput => ({
    specializations: p.specializations,
    experience: p.experience ?? '',
    certifications: p.certifications ?? '',
    serviceArea: p.serviceArea ?? '',
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProInput, unknown, ProOutput>({
    resolver: zodResolver(professionalProfileBody),
    defaultValues: toForm(profile),
  });

  const onSubmit = handleSubmit((body) =>
    saveWithToast({
      save: () => save.mutateAsync(body),
      onSaved: (saved) => reset(toForm(saved)),
      onError: (error) => applyFieldErrors(error, setError, { fields: PROFESSIONAL_FIELDS }),
      description: 'Uw professionele profiel is bijgewerkt.',
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Specialisaties</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {PROJECT_TYPES.map((type) => (
            <label key={type} htmlFor={`spec-${type}`} className="flex items-center gap-2 text-sm">
              <Checkbox id={`spec-${type}`} value={type} {...register('specializations')} />
              {PROJECT_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
        {errors.specializations ? (
          <p className="text-xs font-medium text-destructive">{errors.specializations.message}</p>
        ) : null}
      </fieldset>
      <TextareaField
        id="pro-experience"
        label="Ervaring"
        rows={3}
        placeholder="Bijvoorbeeld: 10 jaar ervaring als register-makelaar"
        error={errors.experience?.message}
        registration={register('experience')}
      />
      <TextareaField
        id="pro-certifications"
        label="Certificeringen"
        rows={2}
        placeholder="Bijvoorbeeld: NVM, RT, SCVM"
        error={errors.certifications?.message}
        registration={register('certifications')}
      />
      <TextField
        id="pro-serviceArea"
        label="Werkgebied"
        placeholder="Bijvoorbeeld: Utrecht en omstreken"
        error={errors.serviceArea?.message}
        registration={register('serviceArea')}
      />
      <SubmitButton submitting={isSubmitting} dirty={isDirty}>
        Profiel opslaan
      </SubmitButton>
    </form>
  );
}
