// Option lists, defaults and business constants of the request forms. Forms, the server
// and the tests read them from here only.
import { groupThousands } from '../format';

/** An option of a select or radio group: the stored value and the Dutch label. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

const options = <V extends string>(values: readonly V[], labels?: Partial<Record<V, string>>): Option<V>[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

// ---------------------------------------------------------------------------------------------------------------
// Limits and timings

export const MIN_PHONE_LENGTH = 10;
/**
 * An account's phone the forms accept: in the portal it is then the account's and read-only (web prefill), and
 * the server files it from the account (requests service). A shorter one stays the person's to correct.
 */
export const isUsableAccountPhone = (phone: string | null | undefined) =>
  (phone ?? '').trim().length >= MIN_PHONE_LENGTH;
export const MIN_KVK_LENGTH = 8;
export const MAX_SEARCH_AREAS = 5;
/** Energy label postcode length. */
export const ENERGY_LABEL_POSTCODE_MIN = 6;
export const ENERGY_LABEL_POSTCODE_MAX = 7;
/** The oldest build year a form accepts; the latest is next year (./numbers.ts). */
export const MIN_BUILD_YEAR = 1500;
/** A floor area in m², from a parking space to a large farm. */
export const MIN_AREA_M2 = 1;
export const MAX_AREA_M2 = 100_000;

/** Place input. */
export const PLACE_SUGGEST_MIN_CHARS = 2;
export const PLACE_CANDIDATES = 20;
export const PLACE_SUGGESTIONS_SHOWN = 8;
export const PLACE_MATCH_DEFAULT_MAX = 10;
export const PLACE_BLUR_HIDE_MS = 200;
export const PLACE_SCORES = { exact: 100, prefix: 90, wordStart: 75, contains: 70 } as const;

/** Address search starts at 4 characters; maps script gives up after 5 s. */
export const ADDRESS_SEARCH_MIN_CHARS = 4;
export const MAPS_LOAD_TIMEOUT_MS = 5_000;
/** The server waits at most this long for PDOK before it answers from the built-in place list. */
export const PDOK_TIMEOUT_MS = 2_000;

export const REDIRECT_AFTER_SUCCESS_MS = 2_000;
export const REDIRECT_AFTER_EXISTING_USER_MS = 2_000;
export const REDIRECT_AFTER_VERIFICATION_MS = 3_000;

/** Promised contact time after a public form. */
export const CONTACT_WITHIN_HOURS = 24;

/** Mortgage adviser price 'from €961,95 incl. BTW' in cents. */
export const MORTGAGE_ADVICE_FROM_CENTS = 96_195;

// ---------------------------------------------------------------------------------------------------------------
// House numbers: digits, optional letters, optional hyphen and digits: 123, 45A, 7-9.

export const HOUSE_NUMBER_PATTERN = '^[0-9]+[A-Za-z]*(-[0-9]+)?$';
export const HOUSE_NUMBER_REGEX = new RegExp(HOUSE_NUMBER_PATTERN);
export const HOUSE_NUMBER_HINT = 'Voer een geldig huisnummer in (bijv. 123, 45A, 7-9)';

// ---------------------------------------------------------------------------------------------------------------
// Price ladders

function buildPriceLadder(): number[] {
  const out = [0, 50_000];
  for (let v = 75_000; v <= 400_000; v += 25_000) out.push(v);
  for (let v = 450_000; v <= 800_000; v += 50_000) out.push(v);
  out.push(900_000, 1_000_000, 1_250_000, 1_500_000);
  for (let v = 2_000_000; v <= 5_000_000; v += 500_000) out.push(v);
  return out;
}

/** The buyer's price ladder in euro: 0, 50.000, 75.000 … 5.000.000. */
export const PRICE_LADDER: readonly number[] = buildPriceLadder();
/** The seller's variant: no 4.500.000, the top reads '5.000.000+'. */
export const SELLER_PRICE_LADDER: readonly number[] = PRICE_LADDER.filter((v) => v !== 4_500_000);

/** '€ 250.000' (nl-NL thousands separator, without depending on the runtime's locale data). */
export const formatPrice = (v: number) => `€ ${groupThousands(String(v))}`;

/** Buyer's ladder as select options; values are the euro amounts as strings. */
export const PRICE_OPTIONS: Option[] = PRICE_LADDER.map((v) => ({ value: String(v), label: formatPrice(v) }));
export const SELLER_PRICE_OPTIONS: Option[] = SELLER_PRICE_LADDER.map((v) => ({
  value: String(v),
  label: v === 5_000_000 ? `${formatPrice(v)}+` : formatPrice(v),
}));

/** Buyer's 'to' options: only values above the chosen 'from'. */
export const buyerPriceToOptions = (from: string | number | undefined | null): Option[] => {
  const f = from === '' || from == null ? Number.NEGATIVE_INFINITY : Number(from);
  return PRICE_OPTIONS.filter((o) => Number(o.value) > f);
};
/** Seller's 'to' options: values from the chosen 'from' upward. */
export const sellerPriceToOptions = (from: string | number | undefined | null): Option[] => {
  const f = from === '' || from == null ? Number.NEGATIVE_INFINITY : Number(from);
  return SELLER_PRICE_OPTIONS.filter((o) => Number(o.value) >= f);
};
/** Seller's form clears 'to' when it falls below 'from'. */
export const sellerToIsValid = (from: string, to: string) => !from || !to || Number(to) >= Number(from);

// ---------------------------------------------------------------------------------------------------------------
// Shared small lists

export const JA_NEE = ['ja', 'nee'] as const;
export const JA_NEE_OPTIONS = options(JA_NEE, { ja: 'Ja', nee: 'Nee' });

// ---------------------------------------------------------------------------------------------------------------
// Buyer's agent (aankoopmakelaar)

export const BUYER_SALUTATIONS = ['dhr', 'mevr', 'dr', 'prof'] as const;
export const BUYER_SALUTATION_OPTIONS = options(BUYER_SALUTATIONS, {
  dhr: 'Dhr.',
  mevr: 'Mevr.',
  dr: 'Dr.',
  prof: 'Prof.',
});
export const HAS_HYPOTHEEKADVISEUR = ['ja', 'nee', 'weet-niet'] as const;
export const HAS_HYPOTHEEKADVISEUR_OPTIONS = options(HAS_HYPOTHEEKADVISEUR, {
  ja: 'Ja',
  nee: 'Nee',
  'weet-niet': 'Weet ik niet',
});
export const BUYER_PROPERTY_TYPES = [
  'woonhuis',
  'appartement',
  'studio',
  'penthouse',
  'grondgebonden',
  'nieuwbouw',
  'bouwgrond',
  'overig',
] as const;
export const BUYER_PROPERTY_TYPE_OPTIONS = options(BUYER_PROPERTY_TYPES, {
  woonhuis: 'Woonhuis',
  appartement: 'Appartement',
  studio: 'Studio',
  penthouse: 'Penthouse',
  grondgebonden: 'Grondgebonden woning',
  nieuwbouw: 'Nieuwbouw',
  bouwgrond: 'Bouwgrond',
  overig: 'Overig',
});
/** Buyer's m² bands. */
export const MIN_M2_BANDS = [
  '0-50',
  '50-75',
  '75-100',
  '100-125',
  '125-150',
  '150-200',
  '200-250',
  '250+',
] as const;
export const MIN_M2_OPTIONS = options(MIN_M2_BANDS, {
  '0-50': '0 - 50 m²',
  '50-75': '50 - 75 m²',
  '75-100': '75 - 100 m²',
  '100-125': '100 - 125 m²',
  '125-150': '125 - 150 m²',
  '150-200': '150 - 200 m²',
  '200-250': '200 - 250 m²',
  '250+': '250+ m²',
});
/** Buyer's bedroom bands. */
export const MIN_BEDROOM_BANDS = ['1', '2', '3-4', '5+'] as const;
export const MIN_BEDROOM_OPTIONS = options(MIN_BEDROOM_BANDS);
export const BUILD_PERIODS = [
  'Voor 1945',
  '1945-1970',
  '1970-1990',
  '1990-2000',
  '2000-2010',
  '2010-heden',
  'Nieuwbouw',
  'Geen voorkeur',
] as const;
export const BUILD_PERIOD_OPTIONS = options(BUILD_PERIODS);
export const PURCHASE_TERMS = [
  'Binnen 1 maand',
  'Binnen 3 maanden',
  'Binnen 6 maanden',
  'Binnen 1 jaar',
  'Nog onbekend',
] as const;
export const PURCHASE_TERM_OPTIONS = options(PURCHASE_TERMS);

// ---------------------------------------------------------------------------------------------------------------
// Seller's agent (verkoopmakelaar)

export const SELLER_SALUTATIONS = ['Dhr.', 'Mevr.', 'Fam.'] as const;
export const SELLER_SALUTATION_OPTIONS = options(SELLER_SALUTATIONS);
export const SELLER_PROPERTY_TYPES = [
  'Appartement',
  'Tussenwoning',
  'Hoekwoning',
  'Vrijstaande woning',
  '2-onder-1-kap',
  'Villa',
  'Penthouse',
] as const;
export const SELLER_PROPERTY_TYPE_OPTIONS = options(SELLER_PROPERTY_TYPES);
/** Seller's m² bands. */
export const SELLER_SIZE_BANDS = [
  '0-30',
  '30-50',
  '50-75',
  '75-100',
  '100-125',
  '125-150',
  '150-200',
  '200+',
] as const;
export const SELLER_SIZE_OPTIONS = options(SELLER_SIZE_BANDS, {
  '0-30': '0 - 30 m²',
  '30-50': '30 - 50 m²',
  '50-75': '50 - 75 m²',
  '75-100': '75 - 100 m²',
  '100-125': '100 - 125 m²',
  '125-150': '125 - 150 m²',
  '150-200': '150 - 200 m²',
  '200+': '200+ m²',
});
/** Seller's bedroom bands. */
export const SELLER_BEDROOM_BANDS = ['1-2', '3', '4', '5+'] as const;
export const SELLER_BEDROOM_OPTIONS = options(SELLER_BEDROOM_BANDS);
export const SELLER_CONDITIONS = ['Casco', 'Standaard', 'Luxe', 'Instapklaar'] as const;
export const SELLER_CONDITION_OPTIONS = options(SELLER_CONDITIONS);
export const SELL_TIMELINES = [
  'Binnen 3 maanden',
  'Binnen 6 maanden',
  'Binnen 1 jaar',
  'Meer dan 1 jaar',
] as const;
export const SELL_TIMELINE_OPTIONS = options(SELL_TIMELINES);

// ---------------------------------------------------------------------------------------------------------------
// Valuation (taxatie)

export const TAXATIE_SALUTATIONS = ['Dhr.', 'Mevr.'] as const;
export const TAXATIE_SALUTATION_OPTIONS = options(TAXATIE_SALUTATIONS);
export const TAXATIE_PROPERTY_TYPES = [
  'appartement',
  'tussenwoning',
  'hoekwoning',
  'vrijstaand',
  '2onder1kap',
  'bungalow',
  'villa',
  'boerderij',
] as const;
export const TAXATIE_PROPERTY_TYPE_OPTIONS = options(TAXATIE_PROPERTY_TYPES, {
  appartement: 'Appartement',
  tussenwoning: 'Tussenwoning',
  hoekwoning: 'Hoekwoning',
  vrijstaand: 'Vrijstaande woning',
  '2onder1kap': '2-onder-1-kap',
  bungalow: 'Bungalow',
  villa: 'Villa',
  boerderij: 'Boerderij',
});
export const TAXATIE_BEDROOMS = ['1', '2', '3', '4', '5', '6+'] as const;
export const TAXATIE_BEDROOM_OPTIONS = options(TAXATIE_BEDROOMS);
export const TAXATIE_CONDITIONS = ['uitstekend', 'goed', 'redelijk', 'matig', 'slecht'] as const;
export const TAXATIE_CONDITION_OPTIONS = options(TAXATIE_CONDITIONS, {
  uitstekend: 'Uitstekend',
  goed: 'Goed',
  redelijk: 'Redelijk',
  matig: 'Matig',
  slecht: 'Slecht',
});
export const TAXATION_TYPES = [
  'aankoopbeslissing',
  'spoed',
  'verbouwing',
  'verhuurde-staat',
  'korte-rendement',
] as const;
export type TaxationType = (typeof TAXATION_TYPES)[number];
/** Valuation prices in euro. */
export const VALUATION_PRICES: Record<TaxationType, number> = {
  aankoopbeslissing: 596,
  spoed: 670,
  verbouwing: 655,
  'verhuurde-staat': 655,
  'korte-rendement': 635,
};
export const TAXATION_TYPE_NAMES: Record<TaxationType, string> = {
  aankoopbeslissing: 'Taxatie aankoopbeslissing',
  spoed: 'Spoedtaxatie',
  verbouwing: 'Taxatie verbouwing',
  'verhuurde-staat': 'Taxatie verhuurde staat',
  'korte-rendement': 'Taxatie korte rendement',
};
/** 'Taxatie aankoopbeslissing - €596': the full label the extended form stores as its taxationType. */
export const taxationTypeLabel = (t: TaxationType) => `${TAXATION_TYPE_NAMES[t]} - €${VALUATION_PRICES[t]}`;
export const TAXATION_TYPE_OPTIONS: Option<TaxationType>[] = TAXATION_TYPES.map((value) => ({
  value,
  label: taxationTypeLabel(value),
}));
export const TAXATION_TYPE_LABELS = TAXATION_TYPES.map(taxationTypeLabel) as [string, ...string[]];
export const DEFAULT_TAXATION_TYPE: TaxationType = 'aankoopbeslissing';

export const URGENCIES = ['standaard', 'spoed', 'zeer-spoed'] as const;
export type Urgency = (typeof URGENCIES)[number];
/** Urgency windows in hours: standaard within 1 week, spoed within 3 days, zeer spoed within 24 hours. */
export const URGENCY_WINDOW_HOURS: Record<Urgency, number> = { standaard: 168, spoed: 72, 'zeer-spoed': 24 };
export const URGENCY_OPTIONS = options(URGENCIES, {
  standaard: 'Standaard (binnen 1 week)',
  spoed: 'Spoed (binnen 3 dagen)',
  'zeer-spoed': 'Zeer spoed (binnen 24 uur)',
});
export const TAXATION_PURPOSES = [
  'hypotheek',
  'verkoop',
  'erfenis',
  'verzekering',
  'echtscheiding',
  'overig',
] as const;
export const TAXATION_PURPOSE_OPTIONS = options(TAXATION_PURPOSES, {
  hypotheek: 'Hypotheek',
  verkoop: 'Verkoop',
  erfenis: 'Erfenis',
  verzekering: 'Verzekering',
  echtscheiding: 'Echtscheiding',
  overig: 'Overig',
});

// Extended valuation
export const EXTENDED_SALUTATIONS = ['dhr', 'mevr', 'mw'] as const;
export const EXTENDED_SALUTATION_OPTIONS = options(EXTENDED_SALUTATIONS, {
  dhr: 'Dhr.',
  mevr: 'Mevr.',
  mw: 'Mw.',
});
export const EXTENDED_PROPERTY_TYPES = [
  'eengezinswoning',
  'appartement',
  'penthouse',
  'studio',
  'villa',
  'bungalow',
  'grachtenpand',
  'herenhuis',
] as const;
export const EXTENDED_PROPERTY_TYPE_OPTIONS = options(EXTENDED_PROPERTY_TYPES, {
  eengezinswoning: 'Eengezinswoning',
  appartement: 'Appartement',
  penthouse: 'Penthouse',
  studio: 'Studio',
  villa: 'Villa',
  bungalow: 'Bungalow',
  grachtenpand: 'Grachtenpand',
  herenhuis: 'Herenhuis',
});
export const FINANCING_GOALS = [
  'aankoop',
  'herfinanciering',
  'oversluiten',
  'verhogen',
  'verbouwing',
] as const;
export const FINANCING_GOAL_OPTIONS = options(FINANCING_GOALS, {
  aankoop: 'Aankoop',
  herfinanciering: 'Herfinanciering',
  oversluiten: 'Oversluiten',
  verhogen: 'Verhogen',
  verbouwing: 'Verbouwing',
});
export const TARIFFS = ['standaard', 'spoed', 'express'] as const;
export type Tariff = (typeof TARIFFS)[number];
/** Tariff windows in hours: spoed within 24 hours, express within 48 hours; standaard has none. */
export const TARIFF_WINDOW_HOURS: Record<Tariff, number | null> = { standaard: null, spoed: 24, express: 48 };
export const TARIFF_OPTIONS = options(TARIFFS, {
  standaard: 'Standaard',
  spoed: 'Spoed (binnen 24 uur)',
  express: 'Express (binnen 48 uur)',
});
export const PAYMENT_METHODS = ['factuur', 'vooruitbetaling', 'pin', 'bankoverschrijving'] as const;
export const PAYMENT_METHOD_OPTIONS = options(PAYMENT_METHODS, {
  factuur: 'Factuur',
  vooruitbetaling: 'Vooruitbetaling',
  pin: 'Pin',
  bankoverschrijving: 'Bankoverschrijving',
});
/** With whom the inspector makes the appointment (extended valuation and survey). */
export const APPOINTMENT_WITH = ['afspraak', 'verkopende_makelaar'] as const;
export const APPOINTMENT_WITH_OPTIONS = options(APPOINTMENT_WITH, {
  afspraak: 'Afspraak met mij',
  verkopende_makelaar: 'Verkopende makelaar',
});

// ---------------------------------------------------------------------------------------------------------------
// Mortgage adviser

export const MORTGAGE_SALUTATIONS = ['Dhr.', 'Mevr.'] as const;
export const MORTGAGE_SALUTATION_OPTIONS = options(MORTGAGE_SALUTATIONS);
export const WONING_TYPES = ['bestaande-woning', 'nieuwbouw', 'nog-onbekend'] as const;
export const WONING_TYPE_OPTIONS = options(WONING_TYPES, {
  'bestaande-woning': 'Bestaande woning',
  nieuwbouw: 'Nieuwbouw',
  'nog-onbekend': 'Nog onbekend',
});
export const MORTGAGE_TERMS = [
  'binnen-1-maand',
  'binnen-3-maanden',
  'binnen-6-maanden',
  'nog-onbekend',
] as const;
export const MORTGAGE_TERM_OPTIONS = options(MORTGAGE_TERMS, {
  'binnen-1-maand': 'Binnen 1 maand',
  'binnen-3-maanden': 'Binnen 3 maanden',
  'binnen-6-maanden': 'Binnen 6 maanden',
  'nog-onbekend': 'Nog onbekend',
});
/** Five-section form (/hypotheek-adviseur). */
export const MORTGAGE_REQUEST_SALUTATIONS = BUYER_SALUTATIONS;
export const MORTGAGE_REQUEST_SALUTATION_OPTIONS = BUYER_SALUTATION_OPTIONS;
export const DEFAULT_REDEN_AFSPRAAK = 'Oriënteren';
export const REDEN_AFSPRAAK_OPTIONS = options([
  'Oriënteren',
  'Eerste woning kopen',
  'Doorstromen naar een andere woning',
  'Hypotheek oversluiten',
  'Hypotheek verhogen of verbouwen',
  'Overig',
] as const);

// ---------------------------------------------------------------------------------------------------------------
// Structural survey (bouwkundige keuring)

export const SURVEY_SALUTATIONS = EXTENDED_SALUTATIONS;
export const SURVEY_SALUTATION_OPTIONS = EXTENDED_SALUTATION_OPTIONS;
export const DEFAULT_SURVEY_SERVICE = 'Bouwkundige inspectie voor aankoop';
export const SURVEY_SERVICE_OPTIONS = options([
  'Bouwkundige inspectie voor aankoop',
  'Bouwkundige inspectie voor verkoop',
  'Opleveringskeuring nieuwbouw',
  'Bouwkundige inspectie bestaande woning',
] as const);
export const SURVEY_PROPERTY_TYPES = [
  'appartement',
  'eengezinswoning',
  'studio',
  'penthouse',
  'herenhuis',
  'villa',
  'grachtenpand',
  'bungalow',
] as const;
export const SURVEY_PROPERTY_TYPE_OPTIONS = options(SURVEY_PROPERTY_TYPES, {
  appartement: 'Appartement',
  eengezinswoning: 'Eengezinswoning',
  studio: 'Studio',
  penthouse: 'Penthouse',
  herenhuis: 'Herenhuis',
  villa: 'Villa',
  grachtenpand: 'Grachtenpand',
  bungalow: 'Bungalow',
});

// ---------------------------------------------------------------------------------------------------------------
// Energy label, and the sustainability form

export const ENERGY_LABEL_SERVICE = 'Energielabel';
export const ENERGY_LABEL_PROPERTY_TYPES = [
  'Appartement',
  'Tussenwoning',
  'Hoekwoning',
  'Twee-onder-een-kapwoning',
  'Vrijstaande woning',
  'Bungalow',
  'Villa',
  'Penthouse',
  'Studio',
  'Woonboot',
  'Anders',
] as const;
export const ENERGY_LABEL_PROPERTY_TYPE_OPTIONS = options(ENERGY_LABEL_PROPERTY_TYPES);
export const ENERGY_LABEL_APPOINTMENT_WITH = ['afspraak', 'makelaar'] as const;
export const ENERGY_LABEL_APPOINTMENT_OPTIONS = options(ENERGY_LABEL_APPOINTMENT_WITH, {
  afspraak: 'Afspraak met mij',
  makelaar: 'Via de makelaar',
});

export const ENERGY_LABELS = [
  'A++++',
  'A+++',
  'A++',
  'A+',
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'onbekend',
] as const;
export const ENERGY_LABEL_OPTIONS = options(ENERGY_LABELS, { onbekend: 'Weet ik niet' });
export const SUSTAINABILITY_TOPICS = [
  'isolatie',
  'zonnepanelen',
  'warmtepomp',
  'ventilatie',
  'overig',
] as const;
export const SUSTAINABILITY_TOPIC_OPTIONS = options(SUSTAINABILITY_TOPICS, {
  isolatie: 'Isolatie',
  zonnepanelen: 'Zonnepanelen',
  warmtepomp: 'Warmtepomp',
  ventilatie: 'Ventilatie',
  overig: 'Overig',
});
export const SUSTAINABILITY_BUDGETS = [
  'tot-5000',
  '5000-15000',
  '15000-30000',
  'meer-dan-30000',
  'nog-onbekend',
] as const;
export const SUSTAINABILITY_BUDGET_OPTIONS = options(SUSTAINABILITY_BUDGETS, {
  'tot-5000': 'Tot € 5.000',
  '5000-15000': '€ 5.000 - € 15.000',
  '15000-30000': '€ 15.000 - € 30.000',
  'meer-dan-30000': 'Meer dan € 30.000',
  'nog-onbekend': 'Nog onbekend',
});
export const SUSTAINABILITY_TIMINGS = [
  'zo-snel-mogelijk',
  'binnen-3-maanden',
  'binnen-1-jaar',
  'nog-onbekend',
] as const;
export const SUSTAINABILITY_TIMING_OPTIONS = options(SUSTAINABILITY_TIMINGS, {
  'zo-snel-mogelijk': 'Zo snel mogelijk',
  'binnen-3-maanden': 'Binnen 3 maanden',
  'binnen-1-jaar': 'Binnen 1 jaar',
  'nog-onbekend': 'Nog onbekend',
});
