// One zod schema per request form: the web form validates with it through zodResolver and
// the server checks the same payload again. Every value is a string as a form holds it ('' for an empty
// optional field); numbers stay text because people type '250.000' or '120 m²', and ./numbers.ts checks that the
// text is a number that makes sense (bouwjaar, oppervlakte, amounts).
import type { ProjectType } from '../projects/types';
import { text, z } from '../zod';
import {
  APPOINTMENT_WITH,
  BUILD_PERIODS,
  BUYER_PROPERTY_TYPES,
  BUYER_SALUTATIONS,
  DEFAULT_REDEN_AFSPRAAK,
  DEFAULT_SURVEY_SERVICE,
  DEFAULT_TAXATION_TYPE,
  ENERGY_LABEL_APPOINTMENT_WITH,
  ENERGY_LABEL_POSTCODE_MAX,
  ENERGY_LABEL_POSTCODE_MIN,
  ENERGY_LABEL_PROPERTY_TYPES,
  ENERGY_LABEL_SERVICE,
  ENERGY_LABELS,
  EXTENDED_PROPERTY_TYPES,
  EXTENDED_SALUTATIONS,
  FINANCING_GOALS,
  HAS_HYPOTHEEKADVISEUR,
  HOUSE_NUMBER_HINT,
  HOUSE_NUMBER_REGEX,
  JA_NEE,
  MAX_SEARCH_AREAS,
  MIN_BEDROOM_BANDS,
  MIN_M2_BANDS,
  MIN_PHONE_LENGTH,
  MORTGAGE_REQUEST_SALUTATIONS,
  MORTGAGE_SALUTATIONS,
  MORTGAGE_TERMS,
  PAYMENT_METHODS,
  PURCHASE_TERMS,
  SELL_TIMELINES,
  SELLER_BEDROOM_BANDS,
  SELLER_CONDITIONS,
  SELLER_PROPERTY_TYPES,
  SELLER_SALUTATIONS,
  SELLER_SIZE_BANDS,
  SURVEY_PROPERTY_TYPES,
  SURVEY_SALUTATIONS,
  SUSTAINABILITY_BUDGETS,
  SUSTAINABILITY_TIMINGS,
  SUSTAINABILITY_TOPICS,
  TARIFFS,
  TAXATIE_BEDROOMS,
  TAXATIE_CONDITIONS,
  TAXATIE_PROPERTY_TYPES,
  TAXATIE_SALUTATIONS,
  TAXATION_PURPOSES,
  TAXATION_TYPE_LABELS,
  TAXATION_TYPES,
  taxationTypeLabel,
  URGENCIES,
  WONING_TYPES,
} from './constants';
import { optionalNumber, requiredNumber } from './numbers';

// ---------------------------------------------------------------------------------------------------------------
// Field builders

/** Validation messages that more than one form uses. */
export const REQUEST_VALIDATION = {
  firstName: 'Voornaam is verplicht',
  lastName: 'Achternaam is verplicht',
  salutation: 'Aanhef is verplicht',
  mortgageSalutation: 'Selecteer een aanhef',
  phone: 'Telefoon is verplicht',
  phoneNumber: 'Telefoonnummer is verplicht',
  email: 'Ongeldig emailadres',
  emailHyphen: 'Ongeldig e-mailadres',
  required: 'Dit veld is verplicht',
  houseNumber: HOUSE_NUMBER_HINT,
  tooManyAreas: `U kunt maximaal ${MAX_SEARCH_AREAS} gebieden kiezen`,
} as const;

/** A required text: trimmed, at least one character. */
export const required = (message: string, max = 200) =>
  text({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Maximaal ${max} tekens` });

/** An optional text; '' when left empty (what a form holds). */
export const optional = (max = 200) =>
  text()
    .trim()
    .max(max, { error: `Maximaal ${max} tekens` })
    .optional();

/** Phone: at least `min` characters (10 on most forms, 1 on the mortgage forms and the survey's contact phone). */
export const phoneField = (message: string, min = MIN_PHONE_LENGTH) =>
  text({ error: message }).trim().min(min, { error: message }).max(30, { error: 'Maximaal 30 tekens' });

/** E-mail, trimmed and lower-cased, one message for empty and invalid. */
export const emailAddress = (message: string = REQUEST_VALIDATION.email) =>
  text({ error: message })
    .trim()
    .toLowerCase()
    .max(254, { error: 'Maximaal 254 tekens' })
    .pipe(z.email({ error: message }));

/** An optional e-mail: '' or a valid address. */
export const optionalEmail = (message: string = REQUEST_VALIDATION.email) =>
  z.union([z.literal(''), emailAddress(message)], { error: message }).optional();

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

/** 123, 45A, 7-9. */
export const houseNumberField = (message = 'Huisnummer is verplicht') =>
  required(message, 20).regex(HOUSE_NUMBER_REGEX, { error: HOUSE_NUMBER_HINT });

/** An optional house number: '' or the pattern. */
export const optionalHouseNumber = () =>
  text()
    .trim()
    .max(20, { error: 'Maximaal 20 tekens' })
    .refine((v) => v === '' || HOUSE_NUMBER_REGEX.test(v), { error: HOUSE_NUMBER_HINT })
    .optional();

const comments = optional(5000);

/** The person block most forms open with; the salutation list and messages differ per form. */
const nameShape = {
  firstName: required(REQUEST_VALIDATION.firstName, 100),
  tussenvoegsel: optional(50),
  lastName: required(REQUEST_VALIDATION.lastName, 100),
};

const contactShape = <const T extends readonly [string, ...string[]]>(
  salutations: T,
  {
    salutation = REQUEST_VALIDATION.salutation,
    phoneMin = MIN_PHONE_LENGTH,
    email = REQUEST_VALIDATION.email,
  }: { salutation?: string; phoneMin?: number; email?: string } = {},
) => ({
  aanhef: choice(salutations, salutation),
  ...nameShape,
  phone: phoneField(REQUEST_VALIDATION.phoneNumber, phoneMin),
  email: emailAddress(email),
});

/** A required Dutch address (postcode first: the lookup fills street and city from it). */
const addressShape = {
  postcode: required('Postcode is verplicht', 10),
  houseNumber: houseNumberField(),
  houseLetter: optional(20),
  street: required('Straat is verplicht'),
  city: required('Plaats is verplicht', 100),
};

/** An address that may stay empty ('' in every field), e.g. a future or new address. */
const optionalAddressShape = {
  postcode: optional(10),
  houseNumber: optionalHouseNumber(),
  houseLetter: optional(20),
  street: optional(200),
  city: optional(100),
};

/** The same fields under `prefix`-ed names (objectPostcode, ownerCity, ...): each form names its own address. */
const prefixed = <const P extends string, S extends Record<string, z.ZodType>>(prefix: P, shape: S) =>
  Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      `${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}`,
      field,
    ]),
  ) as { [K in keyof S & string as `${P}${Capitalize<K>}`]: S[K] };

/** The same fields under other names (the energy-label and sustainability forms use Dutch ones). */
const renamed = <S extends Record<string, z.ZodType>, const N extends { [K in keyof S]: string }>(
  shape: S,
  names: N,
) =>
  Object.fromEntries(Object.entries(shape).map(([key, field]) => [names[key], field])) as {
    [K in keyof S as N[K]]: S[K];
  };

/**
 * Starting values: '' for every field of `shape` except those in `rest` (lists, booleans, preset choices). Typed
 * against the form where it is used, so a list or boolean left out of `rest` does not compile.
 */
const blankDefaults = <S extends object, const R extends object = Record<never, never>>(shape: S, rest?: R) =>
  ({ ...Object.fromEntries(Object.keys(shape).map((key) => [key, ''])), ...rest }) as Omit<
    Record<keyof S, ''>,
    keyof R
  > &
    R;

/**
 * A form's starting values: every field present, selects that start unchosen hold ''. Give them to
 * react-hook-form as `defaultValues` (cast to the form type: '' is what an unchosen select holds).
 */
export type FormDefaults<T> = {
  [K in keyof T]-?: Exclude<T[K], undefined> extends string
    ? Exclude<T[K], undefined> | ''
    : Exclude<T[K], undefined>;
};

/**
 * Checks that a price 'to' lies above (buyer) or at/above (seller) the 'from'. It also runs when other fields
 * are invalid, so that the form shows every message at once.
 */
const priceOrder = <K extends string>(fromKey: K, toKey: K, strict: boolean, message: string) =>
  [
    (v: Record<K, string>) => {
      const from = Number(v[fromKey]);
      const to = Number(v[toKey]);
      if (!v[fromKey] || !v[toKey] || Number.isNaN(from) || Number.isNaN(to)) return true;
      return strict ? to > from : to >= from;
    },
    {
      error: message,
      path: [toKey] as PropertyKey[],
      when: (payload: z.core.ParsePayload) => {
        const value = payload.value as Record<string, unknown> | undefined;
        return (
          typeof value?.[fromKey] === 'string' &&
          typeof value?.[toKey] === 'string' &&
          !payload.issues.some((i) => i.path?.[0] === fromKey || i.path?.[0] === toKey)
        );
      },
    },
  ] as [
    (v: Record<K, string>) => boolean,
    { error: string; path: PropertyKey[]; when: (p: z.core.ParsePayload) => boolean },
  ];

/** A price select value: an amount in whole euro as text ('250000'). */
const priceField = (message: string) => required(message, 12).regex(/^\d+$/, { error: message });

// ---------------------------------------------------------------------------------------------------------------
// Buyer's agent (aankoopmakelaar)

export const aankoopmakelaarForm = z
  .object({
    salutation: choice(BUYER_SALUTATIONS, REQUEST_VALIDATION.salutation),
    firstName: nameShape.firstName,
    betweenName: nameShape.tussenvoegsel,
    lastName: nameShape.lastName,
    phone: phoneField(REQUEST_VALIDATION.phone),
    email: emailAddress(),
    hasHypotheekladviseur: choice(HAS_HYPOTHEEKADVISEUR, REQUEST_VALIDATION.required),
    priceFrom: priceField('Prijsklasse van is verplicht'),
    priceTo: priceField('Prijsklasse tot is verplicht'),
    searchArea: z
      .array(text().trim().min(1).max(100), { error: 'Minimaal één gebied is verplicht' })
      // refine, not min/max: zod's array length checks stop the form's other checks (the price order).
      .refine((list) => list.length >= 1, { error: 'Minimaal één gebied is verplicht' })
      .refine((list) => list.length <= MAX_SEARCH_AREAS, { error: REQUEST_VALIDATION.tooManyAreas }),
    propertyType: choice(BUYER_PROPERTY_TYPES, 'Woningtype is verplicht'),
    minM2: choice(MIN_M2_BANDS, 'Minimaal m² is verplicht'),
    minSlaapkamers: choice(MIN_BEDROOM_BANDS, 'Minimaal slaapkamers is verplicht'),
    bouwperiode: choice(BUILD_PERIODS, 'Bouwperiode is verplicht'),
    verwachteTermijnAankoop: choice(PURCHASE_TERMS, 'Verwachte termijn aankoop is verplicht'),
    hasOwnHouse: choice(JA_NEE, REQUEST_VALIDATION.required),
    // The current home, when there is one to sell.
    ...renamed(optionalAddressShape, {
      street: 'street',
      houseNumber: 'houseNumber',
      houseLetter: 'houseNumberAddition',
      postcode: 'postcode',
      city: 'city',
    }),
    comments,
  })
  .refine(...priceOrder('priceFrom', 'priceTo', true, 'Prijsklasse tot moet hoger zijn dan prijsklasse van'));
export type AankoopmakelaarForm = z.input<typeof aankoopmakelaarForm>;

export const AANKOOPMAKELAAR_DEFAULTS: FormDefaults<AankoopmakelaarForm> = blankDefaults(
  aankoopmakelaarForm.shape,
  {
    searchArea: [] as string[],
  },
);

// ---------------------------------------------------------------------------------------------------------------
// Seller's agent (verkoopmakelaar)

export const verkoopmakelaarForm = z
  .object({
    ...contactShape(SELLER_SALUTATIONS),
    needsNewHouse: choice(JA_NEE, REQUEST_VALIDATION.required),
    expectedValueFrom: priceField('Verwachte waarde is verplicht'),
    expectedValueTo: priceField('Verwachte waarde is verplicht'),
    propertyAddress: required('Adres is verplicht', 300),
    propertyType: choice(SELLER_PROPERTY_TYPES, 'Woningtype is verplicht'),
    propertySize: choice(SELLER_SIZE_BANDS, 'm2 is verplicht'),
    bedrooms: choice(SELLER_BEDROOM_BANDS, 'Slaapkamers is verplicht'),
    condition: choice(SELLER_CONDITIONS, 'Afwerking is verplicht'),
    sellTimeline: choice(SELL_TIMELINES, 'Verkoop tijdstip is verplicht'),
    ...prefixed('future', optionalAddressShape),
    comments,
  })
  .refine(
    ...priceOrder(
      'expectedValueFrom',
      'expectedValueTo',
      false,
      'Verwachte waarde tot mag niet lager zijn dan verwachte waarde van',
    ),
  );
export type VerkoopmakelaarForm = z.input<typeof verkoopmakelaarForm>;

/** Defaults: Appartement, 0-30, 1-2, Casco, Binnen 3 maanden. */
export const VERKOOPMAKELAAR_DEFAULTS: FormDefaults<VerkoopmakelaarForm> = blankDefaults(
  verkoopmakelaarForm.shape,
  {
    propertyType: 'Appartement',
    propertySize: '0-30',
    bedrooms: '1-2',
    condition: 'Casco',
    sellTimeline: 'Binnen 3 maanden',
  },
);

// ---------------------------------------------------------------------------------------------------------------
// Valuation (taxatie), simple

export const taxatieForm = z.object({
  ...contactShape(TAXATIE_SALUTATIONS),
  propertyAddress: required('Adres is verplicht', 300),
  propertyType: choice(TAXATIE_PROPERTY_TYPES, 'Woningtype is verplicht'),
  propertySize: requiredNumber('area', 'm2 is verplicht', 50),
  bedrooms: choice(TAXATIE_BEDROOMS, 'Slaapkamers is verplicht'),
  buildYear: requiredNumber('buildYear', 'Bouwjaar is verplicht'),
  condition: choice(TAXATIE_CONDITIONS, 'Staat is verplicht'),
  taxationType: choice(TAXATION_TYPES, 'Type taxatie is verplicht'),
  urgency: choice(URGENCIES, 'Urgentie is verplicht'),
  purpose: choice(TAXATION_PURPOSES, 'Doel taxatie is verplicht'),
  comments,
});
export type TaxatieForm = z.input<typeof taxatieForm>;

export const TAXATIE_DEFAULTS: FormDefaults<TaxatieForm> = blankDefaults(taxatieForm.shape, {
  taxationType: DEFAULT_TAXATION_TYPE,
  urgency: 'standaard',
});

// ---------------------------------------------------------------------------------------------------------------
// Valuation, extended public variant (8 sections)

/** "Overige informatie": who opens the door for the appointment (survey and extended valuation). */
const appointmentShape = (phoneMin = MIN_PHONE_LENGTH) => ({
  appointmentWith: choice(APPOINTMENT_WITH, 'Afspraak met selectie is verplicht'),
  contactNameOrEmail: required('Naam of e-mail is verplicht'),
  contactPhone: phoneField('Contactnummer is verplicht', phoneMin),
});

export const taxatieExtendedForm = z.object({
  // 1. Klantgegevens
  ...contactShape(EXTENDED_SALUTATIONS),
  // 2. Te taxeren object
  ...prefixed('object', addressShape),
  currentUsage: required('Huidig gebruik is verplicht'),
  propertyType: choice(EXTENDED_PROPERTY_TYPES, 'Type woning is verplicht'),
  purchasePrice: requiredNumber('amount', 'Koopsom is verplicht'),
  apartmentRight: choice(JA_NEE, 'Appartementsrecht is verplicht'),
  isNewConstruction: choice(JA_NEE, 'Nieuwbouw is verplicht'),
  taxationType: z.enum(TAXATION_TYPE_LABELS, { error: 'Type taxatie is verplicht' }),
  financingGoal: choice(FINANCING_GOALS, 'Financieringsdoel is verplicht'),
  // 3. Contactgegevens opdrachtgever
  advisorEmail: optionalEmail(),
  clientAanhef: z.union([z.literal(''), z.enum(EXTENDED_SALUTATIONS)]).optional(),
  clientInitials: required('Voorletters zijn verplicht', 20),
  clientTussenvoegsel: nameShape.tussenvoegsel,
  clientLastName: nameShape.lastName,
  clientPhone: phoneField(REQUEST_VALIDATION.phoneNumber),
  clientEmail: emailAddress(),
  sameAsResident: z.boolean().optional(),
  // 4. Eigenaar / contactpersoon
  ownerName: required('Naam eigenaar/contactpersoon is verplicht'),
  ...prefixed('owner', addressShape),
  // 5. Spoed / 6. Opdrachtgegevens
  tariff: choice(TARIFFS, 'Tarief is verplicht'),
  payment: choice(PAYMENT_METHODS, 'Betaalwijze is verplicht'),
  nhg: choice(JA_NEE, 'NHG is verplicht'),
  validation: choice(JA_NEE, 'Validatie is verplicht'),
  // 7. Overige informatie
  ...appointmentShape(),
  // 8. Opmerkingen
  comments,
});
export type TaxatieExtendedForm = z.input<typeof taxatieExtendedForm>;

export const TAXATIE_EXTENDED_DEFAULTS: FormDefaults<TaxatieExtendedForm> = blankDefaults(
  taxatieExtendedForm.shape,
  {
    taxationType: taxationTypeLabel(DEFAULT_TAXATION_TYPE),
    sameAsResident: false,
    tariff: 'standaard',
  },
);

/** The extended valuation is recognised by its object fields; POST /api/public/taxatie takes both variants. */
export const isExtendedTaxatie = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  ('objectPostcode' in data || (data as { variant?: unknown }).variant === 'extended');

// ---------------------------------------------------------------------------------------------------------------
// Mortgage adviser (signed-in form and the simple public form)

/** The mortgage forms ask "Selecteer een aanhef", accept any phone length and spell "e-mailadres". */
const MORTGAGE_CONTACT = {
  salutation: REQUEST_VALIDATION.mortgageSalutation,
  phoneMin: 1,
  email: REQUEST_VALIDATION.emailHyphen,
};

export const hypotheekadviseurForm = z.object({
  ...contactShape(MORTGAGE_SALUTATIONS, MORTGAGE_CONTACT),
  huidigeWoning: choice(JA_NEE, 'Selecteer of u een huidige woning heeft'),
  huidigeHypotheek: optionalNumber('amount'),
  gewensteHypotheek: requiredNumber('amount', 'Gewenste hypotheek is verplicht'),
  inkomen: requiredNumber('amount', 'Inkomen is verplicht'),
  woningType: choice(WONING_TYPES, 'Selecteer woningtype'),
  woningWaarde: optionalNumber('amount'),
  gewensteAfspraakDatum: required('Gewenste afspraak datum is verplicht', 30),
  termijn: choice(MORTGAGE_TERMS, 'Selecteer gewenste termijn'),
  opmerkingen: comments,
});
export type HypotheekadviseurForm = z.input<typeof hypotheekadviseurForm>;

export const HYPOTHEEKADVISEUR_DEFAULTS: FormDefaults<HypotheekadviseurForm> = blankDefaults(
  hypotheekadviseurForm.shape,
);

// ---------------------------------------------------------------------------------------------------------------
// Mortgage adviser request, five sections (/hypotheek-adviseur)

export const hypotheekAdviseurRequestForm = z.object({
  // 1. Klantgegevens
  ...contactShape(MORTGAGE_REQUEST_SALUTATIONS, MORTGAGE_CONTACT),
  // 2. Uw hypotheekgegevens
  redenAfspraak: required('Reden afspraak is verplicht'),
  // 3. Huidig adres
  ...prefixed('current', addressShape),
  // 4. Nieuw adres (niets van toepassing)
  ...prefixed('new', optionalAddressShape),
  // 5. Opmerkingen
  comments,
});
export type HypotheekAdviseurRequestForm = z.input<typeof hypotheekAdviseurRequestForm>;

export const HYPOTHEEK_ADVISEUR_REQUEST_DEFAULTS: FormDefaults<HypotheekAdviseurRequestForm> = blankDefaults(
  hypotheekAdviseurRequestForm.shape,
  { redenAfspraak: DEFAULT_REDEN_AFSPRAAK },
);

/** The five-section mortgage form is recognised by its appointment reason or current address. */
export const isMortgageRequest = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && ('redenAfspraak' in data || 'currentPostcode' in data);

// ---------------------------------------------------------------------------------------------------------------
// Moving / appointment form (schema only in the spec)

export const verhuisAfspraakForm = z.object({
  ...contactShape(BUYER_SALUTATIONS),
  redenAfspraak: required('Reden afspraak is verplicht'),
  ...addressShape,
  ...prefixed('new', optionalAddressShape),
  comments,
});
export type VerhuisAfspraakForm = z.input<typeof verhuisAfspraakForm>;

// ---------------------------------------------------------------------------------------------------------------
// Structural survey (bouwkundige keuring)

export const bouwkundigeForm = z.object({
  // 1. Klantgegevens
  ...contactShape(SURVEY_SALUTATIONS),
  // 2. Objectgegevens
  gewensteDienst: required('Gewenste dienst is verplicht'),
  soortPand: choice(SURVEY_PROPERTY_TYPES, 'Soort pand is verplicht'),
  buildYear: requiredNumber('buildYear', 'Bouwjaar is verplicht'),
  oppervlakte: requiredNumber('area', 'Oppervlakte is verplicht', 50),
  ...addressShape,
  // 3. Overige informatie
  ...appointmentShape(1),
  // 4. Opmerkingen
  comments,
});
export type BouwkundigeForm = z.input<typeof bouwkundigeForm>;

export const BOUWKUNDIGE_DEFAULTS: FormDefaults<BouwkundigeForm> = blankDefaults(bouwkundigeForm.shape, {
  gewensteDienst: DEFAULT_SURVEY_SERVICE,
});

// ---------------------------------------------------------------------------------------------------------------
// Energy label (/energielabel, /form/energielabel)

/** The energy-label and sustainability forms name their address fields in Dutch. */
const DUTCH_ADDRESS_NAMES = {
  postcode: 'postcode',
  houseNumber: 'huisnummer',
  houseLetter: 'huisletter',
  street: 'straat',
  city: 'plaats',
} as const;

export const energielabelForm = z.object({
  gewensteDienst: z.literal(ENERGY_LABEL_SERVICE, { error: 'Gewenste dienst is verplicht' }),
  soortPand: choice(ENERGY_LABEL_PROPERTY_TYPES, 'Selecteer het soort pand'),
  // The spec's one text for an empty or a wrong build year; a year out of range says which years.
  bouwjaar: requiredNumber('buildYear', 'Voer een geldig bouwjaar in'),
  oppervlakte: requiredNumber('area', 'Voer de oppervlakte in', 50),
  // The same address as elsewhere, with this form's own messages ("Voer ... in").
  ...renamed(
    {
      postcode: z
        .string({ error: 'Voer een geldige postcode in' })
        .trim()
        .min(ENERGY_LABEL_POSTCODE_MIN, { error: 'Voer een geldige postcode in' })
        .max(ENERGY_LABEL_POSTCODE_MAX, { error: 'Voer een geldige postcode in' }),
      houseNumber: houseNumberField('Voer het huisnummer in'),
      houseLetter: addressShape.houseLetter,
      street: required('Voer de straatnaam in'),
      city: required('Voer de plaatsnaam in', 100),
    },
    DUTCH_ADDRESS_NAMES,
  ),
  afspraakMet: choice(ENERGY_LABEL_APPOINTMENT_WITH, 'Selecteer een optie'),
  naamOfEmail: required('Voer naam of e-mailadres in'),
  contactnummer: phoneField('Voer een geldig telefoonnummer in'),
  opmerkingen: comments,
});
export type EnergielabelForm = z.input<typeof energielabelForm>;

export const ENERGIELABEL_DEFAULTS: FormDefaults<EnergielabelForm> = blankDefaults(energielabelForm.shape, {
  gewensteDienst: ENERGY_LABEL_SERVICE,
});

// ---------------------------------------------------------------------------------------------------------------
// Sustainability advice (/form/verduurzaming)

export const verduurzamingForm = z.object({
  ...nameShape,
  phone: phoneField(REQUEST_VALIDATION.phoneNumber),
  email: emailAddress(),
  ...renamed(addressShape, DUTCH_ADDRESS_NAMES),
  soortPand: choice(ENERGY_LABEL_PROPERTY_TYPES, 'Selecteer het soort pand'),
  bouwjaar: requiredNumber('buildYear', 'Bouwjaar is verplicht'),
  energielabel: z.union([z.literal(''), z.enum(ENERGY_LABELS)]).optional(),
  adviesOnderwerpen: z
    .array(z.enum(SUSTAINABILITY_TOPICS, { error: 'Onbekend onderwerp' }), {
      error: 'Kies minimaal één onderwerp',
    })
    .min(1, { error: 'Kies minimaal één onderwerp' }),
  budget: choice(SUSTAINABILITY_BUDGETS, 'Budget is verplicht'),
  termijn: choice(SUSTAINABILITY_TIMINGS, 'Selecteer gewenste termijn'),
  opmerkingen: comments,
});
export type VerduurzamingForm = z.input<typeof verduurzamingForm>;

export const VERDUURZAMING_DEFAULTS: FormDefaults<VerduurzamingForm> = blankDefaults(
  verduurzamingForm.shape,
  {
    adviesOnderwerpen: [] as VerduurzamingForm['adviesOnderwerpen'],
  },
);

// ---------------------------------------------------------------------------------------------------------------
// Which schema checks a service's formData

// biome-ignore lint/suspicious/noExplicitAny: a map of differently shaped schemas
export type RequestSchema = z.ZodType<Record<string, any>>;

/**
 * The schema for a service's form data. Taxatie and hypotheekadviseur have two forms each; the data's shape
 * decides (extended valuation: objectPostcode; five-section mortgage form: redenAfspraak or currentPostcode).
 */
export function requestSchemaFor(type: ProjectType, data: unknown): RequestSchema {
  switch (type) {
    case 'aankoopmakelaar':
      return aankoopmakelaarForm;
    case 'verkoopmakelaar':
      return verkoopmakelaarForm;
    case 'taxatie':
      return isExtendedTaxatie(data) ? taxatieExtendedForm : taxatieForm;
    case 'hypotheekadviseur':
      return isMortgageRequest(data) ? hypotheekAdviseurRequestForm : hypotheekadviseurForm;
    case 'bouwkundige':
      return bouwkundigeForm;
    case 'verduurzaming':
      return verduurzamingForm;
    case 'energielabel':
      return energielabelForm;
  }
}
