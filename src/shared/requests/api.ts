// Payloads and answers of the request API: the public forms, register-and-create-project, the
// signed-in POST /api/projects, address search and the maps key.
import { projectListItem } from '../projects/schemas';
import { PROJECT_TYPES } from '../projects/types';
import { text, z } from '../zod';
import { HOUSE_NUMBER_HINT, HOUSE_NUMBER_REGEX } from './constants';
import { emailAddress, optional, phoneField, REQUEST_VALIDATION, required } from './schemas';

/**
 * The hidden honeypot field every public form carries (empty for people). A request with it filled in is
 * answered with success and nothing is stored.
 */
export const HONEYPOT_FIELD = 'website';

/** Every public form's answer. `existingUser` is true when the e-mail already had an account. */
export const publicRequestResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  existingUser: z.boolean(),
  /** The new project's human reference (absent for a dropped bot submission). */
  projectId: z.string().optional(),
});
export type PublicRequestResponse = z.infer<typeof publicRequestResponse>;

/** POST /api/auth/register-and-create-project (the public seller's agent form). */
export const registerAndCreateProjectBody = z.object({
  serviceType: text({ error: 'Type dienst is verplicht' })
    .trim()
    .min(1, { error: 'Type dienst is verplicht' }),
  userData: z.object(
    {
      firstName: required(REQUEST_VALIDATION.firstName, 100),
      lastName: required(REQUEST_VALIDATION.lastName, 100),
      email: emailAddress(),
      phone: phoneField(REQUEST_VALIDATION.phoneNumber, 1),
    },
    { error: 'Contactgegevens ontbreken' },
  ),
  /** All the form's fields; checked against the service's form schema. */
  projectData: z.record(text(), z.unknown(), { error: 'Formuliergegevens ontbreken' }),
});
export type RegisterAndCreateProjectBody = z.input<typeof registerAndCreateProjectBody>;

/**
 * POST /api/projects (signed in). `type` or `serviceType` names the service (aliases such as
 * 'hypotheek-adviseur' are accepted); formData is checked against that service's form schema. The server sets
 * consumerId, projectId, status; a client's values for them (and hasDocuments, hasEmail, statusColor) are ignored.
 */
export const createProjectBody = z.object({
  type: text().trim().max(50).optional(),
  serviceType: text().trim().max(50).optional(),
  title: optional(200),
  description: optional(2000),
  address: optional(300),
  formData: z.record(text(), z.unknown(), { error: 'Formuliergegevens ontbreken' }),
});
export type CreateProjectBody = z.input<typeof createProjectBody>;

export const createProjectResponse = z.object({
  success: z.boolean(),
  projectId: z.string(),
  project: projectListItem,
  message: z.string(),
});
export type CreateProjectResponse = z.infer<typeof createProjectResponse>;

export const REQUEST_MESSAGES = {
  // Server answers
  received: 'Uw aanvraag is ontvangen. U ontvangt een e-mail met een link om uw wachtwoord in te stellen.',
  receivedExistingUser: 'U heeft al een account. Log in om uw nieuwe opdracht te bekijken.',
  projectCreated: 'Opdracht aangemaakt',
  unknownService: 'Onbekend type dienst',
  invalidForm: 'Controleer de ingevulde gegevens',
  // Toasts
  publicSuccessTitle: 'Aanvraag succesvol verstuurd',
  // The spec's text promised 'uw inloggegevens'; we mail no password (docs/architecture.md, Conventions).
  publicSuccessText: 'U ontvangt een e-mail met een link om uw wachtwoord in te stellen.',
  existingUserTitle: 'Aanvraag ontvangen',
  existingUserText: 'U heeft al een account. Log in om uw nieuwe opdracht te bekijken.',
  buyerErrorTitle: 'Er is iets misgegaan',
  buyerErrorText: 'Probeer het later opnieuw.',
  sellerErrorTitle: 'Fout bij aanmaken',
  sellerErrorText: 'Er is een fout opgetreden bij het indienen van uw aanvraag.',
  valuationErrorTitle: 'Fout bij versturen',
  publicValuationErrorText: 'Er is een fout opgetreden bij het versturen van het formulier',
  mortgageErrorTitle: 'Fout bij verzenden',
  mortgageErrorText: 'Er is een fout opgetreden bij het verzenden van uw aanvraag. Probeer het opnieuw.',
  surveyErrorTitle: 'Er is een fout opgetreden',
  surveyErrorText: 'Probeer het later opnieuw.',
  energyLabelSuccessTitle: 'Energielabel aanvraag verzonden',
  energyLabelSuccessText: 'U ontvangt binnen 24 uur een bevestiging.',
  energyLabelErrorTitle: 'Fout bij verzenden',
  energyLabelErrorText: 'Er is een fout opgetreden. Probeer het opnieuw.',
  selectionRequiredTitle: 'Selectie vereist',
  selectionRequiredText: 'Selecteer eerst een dienst voordat u doorgaat.',
  submitting: 'Bezig...',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Addresses (PDOK proxy with the built-in place list as fallback)

/** GET /api/addresses/search?q=: fewer than 4 characters answers an empty list. */
export const addressSearchQuery = z.object({
  q: text().max(200, { error: 'Maximaal 200 tekens' }).optional(),
});

/** One address suggestion. `type` is PDOK's (adres, postcode, weg, woonplaats, ...). */
export const addressSuggestion = z.object({
  id: z.string(),
  weergavenaam: z.string(),
  woonplaatsnaam: z.string(),
  type: z.string(),
  /** pdok: from the Locatieserver; places: from the built-in list (PDOK unreachable). */
  source: z.enum(['pdok', 'places']),
});
export type AddressSuggestion = z.infer<typeof addressSuggestion>;
export const addressSuggestions = z.array(addressSuggestion);

export const addressDetailsParams = z.object({
  id: text({ error: 'Adres niet gevonden' })
    .trim()
    .min(1, { error: 'Adres niet gevonden' })
    .max(200, { error: 'Adres niet gevonden' }),
});

/** GET /api/addresses/details/{id}. Absent parts are null (a place has no street). */
export const addressDetails = z.object({
  id: z.string(),
  weergavenaam: z.string(),
  type: z.string(),
  straatnaam: z.string().nullable(),
  huisnummer: z.string().nullable(),
  huisletter: z.string().nullable(),
  huisnummertoevoeging: z.string().nullable(),
  postcode: z.string().nullable(),
  woonplaatsnaam: z.string().nullable(),
  gemeentenaam: z.string().nullable(),
  provincienaam: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  source: z.enum(['pdok', 'places']),
});
export type AddressDetails = z.infer<typeof addressDetails>;

export const POSTCODE_REGEX = /^[1-9][0-9]{3} ?[A-Za-z]{2}$/;
/** '1234ab' / '1234 AB' → '1234 AB'. */
export const normalizePostcode = (v: string) => {
  const c = v.replace(/\s+/g, '').toUpperCase();
  return c.length === 6 ? `${c.slice(0, 4)} ${c.slice(4)}` : v.trim().toUpperCase();
};

/** GET /api/addresses/lookup?postcode=&huisnummer=: fills street and city on the forms. */
export const postcodeLookupQuery = z.object({
  postcode: text({ error: 'Voer een geldige postcode in' })
    .trim()
    .regex(POSTCODE_REGEX, { error: 'Voer een geldige postcode in' }),
  huisnummer: text({ error: 'Huisnummer is verplicht' })
    .trim()
    .regex(HOUSE_NUMBER_REGEX, { error: HOUSE_NUMBER_HINT }),
});
export type PostcodeLookupQuery = z.infer<typeof postcodeLookupQuery>;

/** found false (and nulls) when the address is unknown or PDOK cannot be reached: the user types street and city. */
export const postcodeLookupResponse = z.object({
  found: z.boolean(),
  straat: z.string().nullable(),
  plaats: z.string().nullable(),
  postcode: z.string(),
  huisnummer: z.string(),
  weergavenaam: z.string().nullable(),
});
export type PostcodeLookupResponse = z.infer<typeof postcodeLookupResponse>;

export const ADDRESS_MESSAGES = { notFound: 'Adres niet gevonden' } as const;

/** GET /api/config/google-maps-key: null when no key is configured (the forms then use the portal's search). */
export const googleMapsKeyResponse = z.object({ apiKey: z.string().nullable() });

/** The seven services a request can be for (the chooser's ids). */
export const REQUEST_SERVICE_TYPES = PROJECT_TYPES;
