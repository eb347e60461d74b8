// /admin/create-professional (decision 0022): an admin makes a professional account with
// its company details. The form validates with the endpoint's own schema; the account gets no password, only (when
// asked) an invitation with a one-time link to choose one.

import { zodResolver } from '@hookform/resolvers/zod';
import { PROJECT_TYPE_LABELS } from '@shared/projects/types';
import {
  CREATE_PROFESSIONAL_MESSAGES,
  CREATE_PROFESSIONAL_SPECIALIZATIONS,
  type CreateProfessionalBody,
  type CreateProfessionalInput,
  createProfessionalBody,
} from '@shared/users/create-professional';
import { displayName } from '@shared/users/display-name';
import { CompanyDetailsFields } from '@web/components/company-details-fields';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { errorText, hasErrorCode } from '@web/lib/api-client';
import { applyFieldErrors } from '@web/lib/field-errors';
import { Plus, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useCreateProfessional } from '../api/create-professional';

type Field = keyof CreateProfessionalInput;

const EMPTY: CreateProfessionalInput = {
  firstName: '',
  tussenvoegsel: '',
  lastName: '',
  email: '',
  phone: '',
  specializations: [],
  workAreas: [],
  bio: '',
  bedrijfsnaam: '',
  kvkNummer: '',
  btwNummer: '',
  iban: '',
  bedrijfsStraat: '',
  bedrijfsHuisnummer: '',
  bedrijfsHuisletter: '',
  bedrijfsPostcode: '',
  bedrijfsPlaats: '',
  beroepsaansprakelijkheidsverzekering: '',
  sendWelcomeEmail: true,
};

const FIELDS = Object.keys(EMPTY);

const optional = (label: string) => (
  <>
    {label} <span className="font-normal text-muted-foreground">(optioneel)</span>
  </>
);

function Section({
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
      <CardContent className="grid grid-cols-1 gap-4">{children}</CardContent>
    </Card>
  );
}

export function CreateProfessionalPage() {
  const create = useCreateProfessional();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [areaDraft, setAreaDraft] = useState('');
  // Only useForm from react-hook-form: the sign-in page loads that module, and every other export a screen uses
  // (useFieldArray, Controller, useWatch) would be kept in its chunk and count against its 150 KB budget. The work
  // areas are one controlled list, set with setValue.
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<CreateProfessionalInput, unknown, CreateProfessionalBody>({
    resolver: zodResolver(createProfessionalBody),
    defaultValues: EMPTY,
    // The focus goes to the first wrong field in the order the page shows them, the work areas included.
    shouldFocusError: false,
  });
  const workAreas = watch('workAreas') ?? [];

  const focusFirstError = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const setAreas = (next: string[]) =>
    setValue('workAreas', next, { shouldValidate: isSubmitted, shouldDirty: true });
  /** Adds what is typed (several at once when separated by commas), skipping blanks and known ones. */
  const addDraft = (): string[] => {
    const next = [...workAreas];
    for (const raw of areaDraft.split(',')) {
      const area = raw.trim();
      if (area && !next.some((a) => a.toLowerCase() === area.toLowerCase())) next.push(area);
    }
    setAreaDraft('');
    if (next.length !== workAreas.length) setAreas(next);
    return next;
  };
  const onAreaKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      addDraft();
    } else if (e.key === 'Backspace' && areaDraft === '' && workAreas.length > 0) {
      setAreas(workAreas.slice(0, -1));
    }
  };
  const removeArea = (index: number) => {
    setAreas(workAreas.filter((_, i) => i !== index));
    document.getElementById('cp-workAreas')?.focus();
  };

  const submit = handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      const name = displayName(body);
      toast({
        variant: 'success',
        title: CREATE_PROFESSIONAL_MESSAGES.success,
        description: CREATE_PROFESSIONAL_MESSAGES.created(name, created.welcomeEmailSent),
      });
      navigate(`/admin/users/${created.userId}`);
    } catch (error) {
      if (hasErrorCode(error, 'EMAIL_TAKEN')) {
        setError('email', { type: 'server', message: errorText(error) });
      } else {
        // A list's entry is named by its index ('workAreas.2'): the message goes under the list.
        applyFieldErrors(error, setError, { fields: FIELDS, rename: (n) => n.split('.')[0] ?? n });
      }
      focusFirstError();
      toast({
        variant: 'destructive',
        title: CREATE_PROFESSIONAL_MESSAGES.failure,
        description: errorText(error),
      });
    }
  }, focusFirstError);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    // A work area typed but not yet added goes along.
    if (areaDraft.trim()) addDraft();
    return submit(e);
  };

  const field = (name: Field) => ({
    id: `cp-${name}`,
    error: errors[name]?.message,
    registration: register(name),
  });
  const busy = isSubmitting || create.isPending;
  const specError = errors.specializations?.message;
  const areaError = errors.workAreas?.message;
  const bioError = errors.bio?.message;

  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader
        title="Professional aanmaken"
        description="Maak een account aan voor een professional, met de bedrijfsgegevens die op de facturen komen."
      />
      <form ref={form} onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-(--card-spacing)">
        <Section title="Persoonsgegevens" description="Wie de professional is en hoe u hem of haar bereikt.">
          <div className="grid items-start gap-4 sm:grid-cols-[1fr_13rem_1fr]">
            <TextField {...field('firstName')} label="Voornaam" autoComplete="off" />
            <TextField {...field('tussenvoegsel')} label={optional('Tussenvoegsel')} autoComplete="off" />
            <TextField {...field('lastName')} label="Achternaam" autoComplete="off" />
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField
              {...field('email')}
              label="E-mailadres"
              type="email"
              autoComplete="off"
              spellCheck={false}
            />
            <TextField {...field('phone')} label="Telefoonnummer" type="tel" autoComplete="off" />
          </div>
        </Section>

        <Section
          title="Specialisaties en werkgebieden"
          description="Voor welke opdrachten en waar de professional kan worden toegewezen."
        >
          <fieldset
            className="grid gap-2"
            aria-describedby={specError ? 'cp-specializations-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium">Specialisaties</legend>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {CREATE_PROFESSIONAL_SPECIALIZATIONS.map((type) => (
                <label key={type} htmlFor={`cp-spec-${type}`} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    id={`cp-spec-${type}`}
                    value={type}
                    aria-invalid={specError ? true : undefined}
                    {...register('specializations')}
                  />
                  {PROJECT_TYPE_LABELS[type]}
                </label>
              ))}
            </div>
            {specError ? (
              <p id="cp-specializations-error" className="text-xs font-medium text-destructive">
                {specError}
              </p>
            ) : null}
          </fieldset>

          <FormField
            id="cp-workAreas"
            label="Werkgebieden"
            error={areaError}
            description="Typ een plaats of regio en kies Toevoegen of druk op Enter."
          >
            <div className="flex gap-2">
              <Input
                {...fieldAria('cp-workAreas', areaError, true)}
                value={areaDraft}
                onChange={(e) => setAreaDraft(e.target.value)}
                onKeyDown={onAreaKey}
                placeholder="Bijvoorbeeld: Utrecht"
                autoComplete="off"
              />
              <Button type="button" variant="outline" onClick={addDraft}>
                <Plus aria-hidden />
                Toevoegen
              </Button>
            </div>
          </FormField>
          {workAreas.length > 0 ? (
            <ul aria-label="Gekozen werkgebieden" className="flex flex-wrap gap-2">
              {workAreas.map((area, index) => (
                <li
                  key={area}
                  className="inline-flex max-w-full items-center gap-1 rounded-full bg-muted py-1 pr-1 pl-3 text-sm"
                >
                  <span className="truncate">{area}</span>
                  <button
                    type="button"
                    onClick={() => removeArea(index)}
                    aria-label={`${area} verwijderen`}
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-white focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}

          <FormField id="cp-bio" label={optional('Over de professional')} error={bioError}>
            <Textarea
              rows={3}
              placeholder="Bijvoorbeeld: 10 jaar ervaring als register-makelaar in de regio Utrecht"
              {...fieldAria('cp-bio', bioError)}
              {...register('bio')}
            />
          </FormField>
        </Section>

        <Section
          title="Bedrijfsgegevens"
          description="Deze gegevens staan op de facturen van de professional."
        >
          <CompanyDetailsFields
            field={(name) => field(name === 'company' ? 'bedrijfsnaam' : name)}
            owner="other"
          />
        </Section>

        <Card>
          <CardContent className="grid gap-4">
            <div className="flex items-start gap-3">
              <Checkbox
                id="cp-sendWelcomeEmail"
                className="mt-0.5"
                aria-describedby="cp-sendWelcomeEmail-description"
                {...register('sendWelcomeEmail')}
              />
              <div className="grid gap-1">
                <label htmlFor="cp-sendWelcomeEmail" className="text-sm font-medium">
                  Uitnodiging per e-mail versturen
                </label>
                <p id="cp-sendWelcomeEmail-description" className="text-xs text-muted-foreground">
                  De professional ontvangt een link om zelf een wachtwoord te kiezen (7 dagen geldig). Wij
                  versturen nooit een wachtwoord per e-mail.
                </p>
              </div>
            </div>
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? 'Bezig...' : 'Professional aanmaken'}
              </Button>
            </div>
          </CardContent>
        </Card>
      </form>
    </div>
  );
}
