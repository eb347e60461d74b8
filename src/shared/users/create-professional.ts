// POST /api/admin/create-professional (payload, validation and texts): an admin makes a professional
// with the company details their invoices carry. The form on /admin/create-professional uses this same schema.
import { normalizeProjectType, type ProjectType } from '../projects/types';
import { MIN_PHONE_LENGTH } from '../requests/constants';
import { optionalText, requiredText, text, z } from '../zod';
import {
  compactUpper,
  isBtwNummer,
  isDutchIban,
  isDutchPostcode,
  isKvkNummer,
  KVK_INVALID,
  normalisePostcode,
} from './schemas';

export { isDutchIban };

export const CREATE_PROFESSIONAL_MESSAGES = {
  success: 'Professional aangemaakt',
  failure: 'Fout bij aanmaken',
  emailInUse: 'Er bestaat al een account met dit e-mailadres',
  forbiddenTitle: 'Toegang geweigerd',
  forbidden: 'U heeft geen toestemming om deze pagina te bekijken.', // the contract's 'Je hebt', in formal 'u'
  /** The success toast's text, which says whether the invitation went out (it varies). */
  created: (name: string, mailed: boolean) =>
    mailed
      ? `${name} ontvangt een e-mail met een link om zelf een wachtwoord te kiezen.`
      : `Er is geen uitnodiging verstuurd: ${name} kan via 'Wachtwoord vergeten' zelf een wachtwoord kiezen.`,
} as const;

/** The specializations the form offers (the schema takes every service type). */
export const CREATE_PROFESSIONAL_SPECIALIZATIONS = [
  'aankoopmakelaar',
  'verkoopmakelaar',
  'taxatie',
  'bouwkundige',
  'hypotheekadviseur',
] as const satisfies readonly ProjectType[];

/** A required field normalised by `normalise` that must then pass `valid`. */
const checked = (
  required: string,
  invalid: string,
  max: number,
  normalise: (v: string) => string,
  valid: (v: string) => boolean,
) => requiredText(required, max).transform(normalise).refine(valid, { error: invalid });

/** A list typed one entry at a time: blanks and duplicates dropped (case-insensitively), then at least one. */
const nonEmptyList = (message: string, entry: z.ZodType<string, string>) =>
  z
    .array(text().max(100, { error: 'Maximaal 100 tekens' }), { error: message })
    .max(50)
    .transform((list) => {
      const seen = new Set<string>();
      const out: string[] = [];
      for (const raw of list) {
        const v = raw.trim();
        if (!v || seen.has(v.toLowerCase())) continue;
        seen.add(v.toLowerCase());
        out.push(v);
      }
      return out;
    })
    .pipe(z.array(entry).min(1, { error: message }));

const specialization = z.string().transform((v, ctx) => {
  const type = normalizeProjectType(v);
  if (!type) ctx.addIssue({ code: 'custom', message: 'Onbekende specialisatie' });
  return type ?? v;
});

export const createProfessionalBody = z.strictObject({
  firstName: requiredText('Voornaam is verplicht', 100),
  lastName: requiredText('Achternaam is verplicht', 100),
  tussenvoegsel: optionalText(50).transform((v) => v || null),
  email: text({ error: 'Ongeldig e-mailadres' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'Maximaal 254 tekens' })
    .pipe(z.email({ error: 'Ongeldig e-mailadres' })),
  phone: requiredText('Telefoon is verplicht', 30).refine((v) => v.length >= MIN_PHONE_LENGTH, {
    error: 'Telefoon is verplicht',
  }),
  specializations: nonEmptyList('Selecteer minimaal één specialisatie', specialization).transform((list) => [
    ...new Set(list),
  ]),
  workAreas: nonEmptyList('Voeg minimaal één werkgebied toe', z.string()),
  bio: optionalText(2000).transform((v) => v || null),
  // 'is verplicht' only when empty; a number that is not 8 digits says so (as on /profiel).
  kvkNummer: checked('KVK nummer is verplicht', KVK_INVALID, 20, compactUpper, isKvkNummer),
  bedrijfsnaam: requiredText('Bedrijfsnaam is verplicht', 200),
  iban: checked('Ongeldig IBAN formaat', 'Ongeldig IBAN formaat', 42, compactUpper, isDutchIban),
  btwNummer: checked(
    'Ongeldig BTW nummer formaat',
    'Ongeldig BTW nummer formaat',
    20,
    compactUpper,
    isBtwNummer,
  ),
  bedrijfsPostcode: checked(
    'Postcode is verplicht',
    'Vul een postcode in als 1234 AB',
    10,
    normalisePostcode,
    isDutchPostcode,
  ),
  bedrijfsHuisnummer: requiredText('Huisnummer is verplicht', 10).refine((v) => /^\d{1,5}$/.test(v), {
    error: 'Vul een huisnummer in cijfers in',
  }),
  bedrijfsHuisletter: optionalText(10).transform((v) => v || null),
  bedrijfsStraat: requiredText('Straat is verplicht', 200),
  bedrijfsPlaats: requiredText('Plaats is verplicht', 100),
  beroepsaansprakelijkheidsverzekering: requiredText(
    'Beroepsaansprakelijkheidsverzekering is verplicht',
    500,
  ),
  sendWelcomeEmail: z.boolean().default(true),
});
export type CreateProfessionalInput = z.input<typeof createProfessionalBody>;
export type CreateProfessionalBody = z.output<typeof createProfessionalBody>;

export const createProfessionalResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  userId: z.string(),
  welcomeEmailSent: z.boolean(),
});
export type CreateProfessionalResponse = z.infer<typeof createProfessionalResponse>;
