import { zodResolver } from '@hookform/resolvers/zod';
import type { AuthUser } from '@shared/auth/schemas';
import { PROJECT_TYPE_LABELS, PROJECT_TYPES } from '@shared/projects/types';
import { ROLE_LABELS } from '@shared/users/roles';
import {
  type ProfessionalProfile,
  professionalProfileBody,
  profileBody,
  USER_MESSAGES,
} from '@shared/users/schemas';
import type { z } from '@shared/zod';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useProfessionalProfile } from '../api/get-professional-profile';
import { useSaveProfessionalProfile } from '../api/save-professional-profile';
import { useUpdateProfile } from '../api/update-profile';

/** /profiel: one's own details, saved through the API (known defect 8), and a professional's profile. */
export function ProfilePage({ user }: { user: AuthUser }) {
  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader title="Profiel" description="Uw persoonlijke gegevens en contactinformatie." />
      <div className="grid gap-(--card-spacing) xl:grid-cols-2">
        {/* A fresh form when the user changes (an admin switching views). */}
        <PersonalForm key={user.id} user={user} />
        {user.role === 'professional' ? <ProfessionalSection key={`p-${user.id}`} /> : null}
      </div>
    </div>
  );
}

type PersonalInput = z.input<typeof profileBody>;
type PersonalOutput = z.output<typeof profileBody>;

function PersonalForm({ user }: { user: AuthUser }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PersonalInput, unknown, PersonalOutput>({
    resolver: zodResolver(profileBody),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone ?? '' },
  });

  const onSubmit = handleSubmit((body) =>
    saveWithToast({
      save: () => update.mutateAsync(body),
      onSaved: (saved) =>
        reset({ firstName: saved.firstName, lastName: saved.lastName, phone: saved.phone ?? '' }),
      description: 'Uw gegevens zijn bijgewerkt.',
    }),
  );

  return (
    <ProfileCard
      title="Persoonlijke gegevens"
      description="Uw naam en telefoonnummer zoals professionals en beheerders die zien."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="profile-firstName"
            label="Voornaam"
            autoComplete="given-name"
            error={errors.firstName?.message}
            registration={register('firstName')}
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
          <div className="flex items-center gap-2">
            <Input
              id="profile-email"
              value={user.email}
              readOnly
              disabled
              aria-describedby="profile-email-description"
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
          placeholder="+31 6 12345678"
          error={errors.phone?.message}
          registration={register('phone')}
        />
        <p className="text-sm text-muted-foreground">Rol: {ROLE_LABELS[user.role]}</p>
        <SubmitButton submitting={isSubmitting} dirty={isDirty}>
          Opslaan
        </SubmitButton>
      </form>
    </ProfileCard>
  );
}

function ProfessionalSection() {
  const profile = useProfessionalProfile();
  return (
    <ProfileCard
      title="Professioneel profiel"
      description="Uw specialisaties bepalen voor welke opdrachten u in aanmerking komt."
    >
      {profile.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner className="text-primary" label="Profiel laden" />
        </div>
      ) : profile.isError ? (
        <p role="alert" className="text-destructive">
          Fout bij laden
        </p>
      ) : (
        <ProfessionalForm profile={profile.data} />
      )}
    </ProfileCard>
  );
}

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
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProInput, unknown, ProOutput>({
    resolver: zodResolver(professionalProfileBody),
    defaultValues: toForm(profile),
  });

  const onSubmit = handleSubmit((body) =>
    saveWithToast({
      save: () => save.mutateAsync(body),
      onSaved: (saved) => reset(toForm(saved)),
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

/** One card of the page: a titled section. */
function ProfileCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A labelled Textarea wired to the form, like TextField is for an Input. */
function TextareaField({
  id,
  label,
  rows,
  placeholder,
  error,
  registration,
}: {
  id: string;
  label: string;
  rows: number;
  placeholder: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea rows={rows} placeholder={placeholder} {...fieldAria(id, error)} {...registration} />
    </FormField>
  );
}

/** Saving is possible once something changed; while it runs the button says so. */
function SubmitButton({
  submitting,
  dirty,
  children,
}: {
  submitting: boolean;
  dirty: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <Button type="submit" disabled={submitting || !dirty}>
        {submitting ? 'Bezig...' : children}
      </Button>
    </div>
  );
}

/**
 * Saves a form, puts what the server kept back into it (so it is no longer dirty) and toasts the outcome;
 * a failure keeps the user's input.
 */
async function saveWithToast<T>({
  save,
  onSaved,
  description,
}: {
  save: () => Promise<T>;
  onSaved: (saved: T) => void;
  description: string;
}) {
  try {
    onSaved(await save());
    toast({ variant: 'success', title: USER_MESSAGES.profileSaved, description });
  } catch (error) {
    toast({
      variant: 'destructive',
      title: 'Fout bij opslaan',
      description: errorText(error),
    });
  }
}
