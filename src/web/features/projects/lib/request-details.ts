// How the project page reads a project's formData: the keys the request forms store
// (src/shared/requests/schemas.ts), the flat fallbacks of the API contract, and their Dutch labels and values.
// Pure functions, so the page's components only lay the results out.
import { formatDate } from '@shared/format';
import type { ProjectDetail } from '@shared/projects/schemas';
import type { ProjectType } from '@shared/projects/types';
import {
  type AddressPrefix,
  addressAt,
  addressLine,
  isEmptyAddress,
  type RequestAddress,
  requestAddress,
  streetLine,
} from '@shared/requests/address';
import {
  APPOINTMENT_WITH_OPTIONS,
  BUYER_PROPERTY_TYPE_OPTIONS,
  ENERGY_LABEL_APPOINTMENT_OPTIONS,
  ENERGY_LABEL_OPTIONS,
  EXTENDED_PROPERTY_TYPE_OPTIONS,
  FINANCING_GOAL_OPTIONS,
  formatPrice,
  MIN_M2_OPTIONS,
  MORTGAGE_TERM_OPTIONS,
  type Option,
  PAYMENT_METHOD_OPTIONS,
  SELLER_SIZE_OPTIONS,
  SURVEY_PROPERTY_TYPE_OPTIONS,
  SUSTAINABILITY_BUDGET_OPTIONS,
  SUSTAINABILITY_TIMING_OPTIONS,
  SUSTAINABILITY_TOPIC_OPTIONS,
  TARIFF_OPTIONS,
  TAXATIE_CONDITION_OPTIONS,
  TAXATIE_PROPERTY_TYPE_OPTIONS,
  TAXATION_PURPOSE_OPTIONS,
  TAXATION_TYPE_OPTIONS,
  URGENCY_OPTIONS,
  WONING_TYPE_OPTIONS,
} from '@shared/requests/constants';
import { displayName } from '@shared/users/display-name';

export type FormData = Record<string, unknown>;

/** One line of a details list; `list` holds the items of a list value (search areas, advice topics). */
export interface DetailRow {
  label: string;
  value: string;
  list?: string[];
}

export interface DetailSection {
  title: string;
  rows: DetailRow[];
}

/** What an empty field of the fixed sections reads. */
export const NOT_FILLED = 'Niet ingevuld';
/** What the comments section reads without comments. */
export const NO_COMMENTS = 'Geen opmerkingen';

// ---------------------------------------------------------------------------------------------------------------
// Reading values

/** A value as trimmed text: strings and numbers as they are, booleans Ja/Nee, lists joined; '' for nothing. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee';
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(', ');
  return '';
}

/** The first non-empty text among `keys` of the form data. */
export function pick(formData: FormData, ...keys: string[]): string {
  for (const key of keys) {
    const value = text(formData[key]);
    if (value) return value;
  }
  return '';
}

const SALUTATIONS: Record<string, string> = {
  dhr: 'De heer',
  heer: 'De heer',
  'de heer': 'De heer',
  mevr: 'Mevrouw',
  mw: 'Mevrouw',
  mevrouw: 'Mevrouw',
  fam: 'Familie',
  dr: 'Dr.',
  prof: 'Prof.',
};

/** The forms store dhr, Dhr., mevr, Mevr., mw, Fam., dr, prof: shown as 'De heer', 'Mevrouw', 'Familie', ... */
export function salutationLabel(value: unknown): string {
  const raw = text(value);
  return SALUTATIONS[raw.toLowerCase().replace(/\.$/, '')] ?? raw;
}

/** ja/nee (or a boolean) as Ja/Nee; other values as they are. */
export function yesNo(value: unknown): string {
  const raw = text(value);
  const lower = raw.toLowerCase();
  if (lower === 'ja' || lower === 'true') return 'Ja';
  if (lower === 'nee' || lower === 'false') return 'Nee';
  return raw;
}

/** hasHypotheekladviseur reads 'Ja, al geregeld' or 'Nee, nog niet geregeld'. */
export function mortgageAdviserLabel(value: unknown): string {
  const lower = text(value).toLowerCase();
  if (lower === 'ja' || lower === 'true') return 'Ja, al geregeld';
  if (lower === 'nee' || lower === 'false') return 'Nee, nog niet geregeld';
  if (lower === 'weet-niet') return 'Weet ik niet';
  return text(value);
}

/** A euro amount as the forms hold it ('250000', sometimes typed as '250.000' or '€ 250.000'). */
export function euro(value: unknown): string {
  const raw = text(value);
  if (!raw) return '';
  if (/^\d+$/.test(raw)) return formatPrice(Number(raw));
  return raw.startsWith('€') ? raw : `€ ${raw}`;
}

/** '€ 250.000 – € 400.000' (en dash); one end only: 'Vanaf € 250.000' or 'Tot € 400.000'. */
export function priceRange(from: unknown, to: unknown): string {
  const f = euro(from);
  const t = euro(to);
  if (f && t) return `${f} – ${t}`;
  if (f) return `Vanaf ${f}`;
  if (t) return `Tot ${t}`;
  return '';
}

/** searchArea is a list of places or a single string; a string may hold several, comma-separated. */
export function searchAreas(value: unknown): string[] {
  const items = Array.isArray(value) ? value.map(text) : text(value).split(',');
  return items.map((s) => s.trim()).filter(Boolean);
}

/** A surface: a band such as '75-100' by its option label, a bare number with m². */
function squareMetres(value: unknown, options: Option[] = []): string {
  const raw = text(value);
  if (!raw) return '';
  const option = options.find((o) => o.value === raw);
  if (option) return option.label;
  return /^\d+([.,]\d+)?$/.test(raw) ? `${raw} m²` : raw;
}

/** An ISO date (2026-12-01) as dd-MM-yyyy; anything else as it is. */
function dateText(value: unknown): string {
  const raw = text(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(raw)) return raw;
  const date = new Date(raw.length === 10 ? `${raw}T12:00:00Z` : raw);
  return Number.isNaN(date.getTime()) ? raw : formatDate(date);
}

// ---------------------------------------------------------------------------------------------------------------
// Addresses: read by the shared reader (src/shared/requests/address.ts), which the invoice uses too

/** The prefixed addresses some forms hold, with the label each reads under. */
const ADDRESS_GROUPS: readonly { prefix: AddressPrefix; label: string }[] = [
  { prefix: 'object', label: 'Te taxeren object' },
  { prefix: 'current', label: 'Huidig adres' },
  { prefix: 'owner', label: 'Adres eigenaar' },
  { prefix: 'future', label: 'Toekomstig adres' },
  { prefix: 'new', label: 'Nieuw adres' },
];

// ---------------------------------------------------------------------------------------------------------------
// The customer card

export interface CustomerInfo {
  name: string;
  email: string;
  phone: string;
  address: RequestAddress;
  /** The address is the home's the request is about, not the customer's own ('Adres woning'). */
  addressOfProperty: boolean;
}

/** Consumer account first, then the form's own fields (flat fallbacks); '' where nothing is known. */
export function customerInfo(project: Pick<ProjectDetail, 'consumer' | 'formData'>): CustomerInfo {
  const fd = project.formData ?? {};
  const c = project.consumer;
  const first = text(c?.firstName) || pick(fd, 'firstName', 'voornaam');
  const between = text(c?.tussenvoegsel) || pick(fd, 'betweenName', 'tussenvoegsel');
  const last = text(c?.lastName) || pick(fd, 'lastName', 'achternaam');
  // An account made before /profiel had a tussenvoegsel may keep it inside lastName: add it only when it lacks it.
  const tussenvoegsel = between && !last.toLowerCase().startsWith(between.toLowerCase()) ? between : '';
  const { address, ofProperty } = requestAddress(fd);
  return {
    name: displayName({ firstName: first, tussenvoegsel, lastName: last }),
    email: text(c?.email) || pick(fd, 'email'),
    phone: text(c?.phone) || pick(fd, 'phone', 'telefoon', 'contactnummer'),
    address,
    addressOfProperty: ofProperty,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Labels and values of the form fields

type Format = 'euro' | 'date' | 'yesNo' | 'm2' | 'list';

interface FieldSpec {
  label: string;
  format?: Format;
  options?: Option[];
}

const merge = (...lists: Option[][]): Option[] => lists.flat();

/** Every request form field shown under 'Aanvraaggegevens', by the name the forms store it under. */
const FIELDS: Record<string, FieldSpec> = {
  // Seller's agent
  needsNewHouse: { label: 'Nieuwe woning nodig', format: 'yesNo' },
  expectedValueFrom: { label: 'Verwachte waarde van', format: 'euro' },
  expectedValueTo: { label: 'Verwachte waarde tot', format: 'euro' },
  propertyAddress: { label: 'Adres van de woning' },
  propertyType: {
    label: 'Woningtype',
    options: merge(
      BUYER_PROPERTY_TYPE_OPTIONS,
      TAXATIE_PROPERTY_TYPE_OPTIONS,
      EXTENDED_PROPERTY_TYPE_OPTIONS,
    ),
  },
  propertySize: { label: 'Oppervlakte', format: 'm2', options: SELLER_SIZE_OPTIONS },
  bedrooms: { label: 'Slaapkamers' },
  condition: { label: 'Staat van de woning', options: TAXATIE_CONDITION_OPTIONS },
  sellTimeline: { label: 'Verkooptijdstip' },
  // Valuation
  buildYear: { label: 'Bouwjaar' },
  taxationType: { label: 'Type taxatie', options: TAXATION_TYPE_OPTIONS },
  urgency: { label: 'Urgentie', options: URGENCY_OPTIONS },
  purpose: { label: 'Doel taxatie', options: TAXATION_PURPOSE_OPTIONS },
  currentUsage: { label: 'Huidig gebruik' },
  purchasePrice: { label: 'Koopsom', format: 'euro' },
  apartmentRight: { label: 'Appartementsrecht', format: 'yesNo' },
  isNewConstruction: { label: 'Nieuwbouw', format: 'yesNo' },
  financingGoal: { label: 'Financieringsdoel', options: FINANCING_GOAL_OPTIONS },
  advisorEmail: { label: 'E-mail adviseur' },
  clientAanhef: { label: 'Aanhef opdrachtgever' },
  clientInitials: { label: 'Voorletters opdrachtgever' },
  clientTussenvoegsel: { label: 'Tussenvoegsel opdrachtgever' },
  clientLastName: { label: 'Achternaam opdrachtgever' },
  clientPhone: { label: 'Telefoon opdrachtgever' },
  clientEmail: { label: 'E-mail opdrachtgever' },
  sameAsResident: { label: 'Opdrachtgever is bewoner', format: 'yesNo' },
  ownerName: { label: 'Eigenaar / contactpersoon' },
  tariff: { label: 'Tarief', options: TARIFF_OPTIONS },
  payment: { label: 'Betaalwijze', options: PAYMENT_METHOD_OPTIONS },
  nhg: { label: 'NHG', format: 'yesNo' },
  validation: { label: 'Validatie', format: 'yesNo' },
  appointmentWith: { label: 'Afspraak met', options: APPOINTMENT_WITH_OPTIONS },
  contactNameOrEmail: { label: 'Naam of e-mail contactpersoon' },
  contactPhone: { label: 'Contactnummer' },
  // Mortgage adviser
  huidigeWoning: { label: 'Huidige woning', format: 'yesNo' },
  huidigeHypotheek: { label: 'Huidige hypotheek', format: 'euro' },
  gewensteHypotheek: { label: 'Gewenste hypotheek', format: 'euro' },
  inkomen: { label: 'Inkomen', format: 'euro' },
  woningType: { label: 'Type woning', options: WONING_TYPE_OPTIONS },
  woningWaarde: { label: 'Woningwaarde', format: 'euro' },
  gewensteAfspraakDatum: { label: 'Gewenste afspraakdatum', format: 'date' },
  termijn: {
    label: 'Gewenste termijn',
    options: merge(MORTGAGE_TERM_OPTIONS, SUSTAINABILITY_TIMING_OPTIONS),
  },
  redenAfspraak: { label: 'Reden afspraak' },
  // Structural survey, energy label, sustainability
  gewensteDienst: { label: 'Gewenste dienst' },
  soortPand: { label: 'Soort pand', options: SURVEY_PROPERTY_TYPE_OPTIONS },
  bouwjaar: { label: 'Bouwjaar' },
  oppervlakte: { label: 'Oppervlakte', format: 'm2' },
  afspraakMet: { label: 'Afspraak met', options: ENERGY_LABEL_APPOINTMENT_OPTIONS },
  naamOfEmail: { label: 'Naam of e-mail contactpersoon' },
  contactnummer: { label: 'Contactnummer' },
  energielabel: { label: 'Huidig energielabel', options: ENERGY_LABEL_OPTIONS },
  adviesOnderwerpen: { label: 'Advies over', format: 'list', options: SUSTAINABILITY_TOPIC_OPTIONS },
  budget: { label: 'Budget', options: SUSTAINABILITY_BUDGET_OPTIONS },
  // The buyer's fields, for a buyer's project stored in an older shape
  minM2: { label: 'Minimaal m²', format: 'm2', options: MIN_M2_OPTIONS },
  minSlaapkamers: { label: 'Minimaal slaapkamers' },
  bouwperiode: { label: 'Bouwperiode' },
  verwachteTermijnAankoop: { label: 'Verwachte termijn aankoop' },
  hasOwnHouse: { label: 'Heeft eigen woning', format: 'yesNo' },
  preferences: { label: 'Voorkeuren' },
};

const FIELD_ORDER = new Map(Object.keys(FIELDS).map((key, i) => [key, i]));
const fieldOrder = (key: string) => FIELD_ORDER.get(key) ?? Number.MAX_SAFE_INTEGER;

const optionLabel = (options: Option[] | undefined, value: string) =>
  options?.find((o) => o.value === value)?.label ?? value;

/** 'contactNameOrEmail' → 'Contact name or email': the last resort for a key no form of ours stores. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One form field as a details row, or null when it is empty or not a plain value. */
export function fieldRow(key: string, value: unknown): DetailRow | null {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return null;
  const spec = FIELDS[key];
  const label = spec?.label ?? humanizeKey(key);
  if (spec?.format === 'list' || Array.isArray(value)) {
    const list = (Array.isArray(value) ? value : searchAreas(value))
      .map(text)
      .filter(Boolean)
      .map((v) => optionLabel(spec?.options, v));
    return list.length ? { label, value: list.join(', '), list } : null;
  }
  const raw = text(value);
  if (!raw) return null;
  switch (spec?.format) {
    case 'euro':
      return { label, value: euro(raw) };
    case 'date':
      return { label, value: dateText(raw) };
    case 'yesNo':
      return { label, value: yesNo(raw) };
    case 'm2':
      return { label, value: squareMetres(raw, spec.options) };
    default:
      return { label, value: optionLabel(spec?.options, raw) };
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The full request details (the buyer's search criteria among them)

/** Keys the fixed sections show (person, address, buyer's wishes, comments); the rest goes to 'Aanvraaggegevens'. */
const SHOWN_ELSEWHERE = new Set([
  'salutation',
  'aanhef',
  'firstName',
  'voornaam',
  'betweenName',
  'tussenvoegsel',
  'lastName',
  'achternaam',
  'email',
  'phone',
  'telefoon',
  'street',
  'straat',
  'straatnaam',
  'houseNumber',
  'huisnummer',
  'houseNumberAddition',
  'houseLetter',
  'huisletter',
  'toevoeging',
  'address',
  'postcode',
  'postalCode',
  'city',
  'plaats',
  'woonplaats',
  'comments',
  'opmerkingen',
  // Bookkeeping the forms send along
  'variant',
  'type',
  'serviceType',
]);
const BUYER_KEYS = new Set([
  'priceFrom',
  'priceTo',
  'searchArea',
  'propertyType',
  'minM2',
  'minSlaapkamers',
  'bouwperiode',
  'hasOwnHouse',
  'hasHypotheekladviseur',
  'verwachteTermijnAankoop',
  'preferences',
]);
const ADDRESS_PARTS = ['Street', 'HouseNumber', 'HouseLetter', 'HouseNumberAddition', 'Postcode', 'City'];
const isGroupedAddressKey = (key: string) =>
  ADDRESS_GROUPS.some(({ prefix }) => ADDRESS_PARTS.some((part) => key === `${prefix}${part}`));

/** The title of the type's own section. */
const REQUEST_SECTION_TITLES: Record<ProjectType, string> = {
  aankoopmakelaar: 'Aanvraaggegevens',
  verkoopmakelaar: 'Woning en verkoop',
  taxatie: 'Taxatiegegevens',
  hypotheekadviseur: 'Hypotheekgegevens',
  bouwkundige: 'Keuringsgegevens',
  verduurzaming: 'Woning en advieswensen',
  energielabel: 'Objectgegevens',
};

/**
 * 'Volledige Aanvraag Details': Persoonlijke gegevens, Adresgegevens, for the buyer's agent Gewenste
 * woning and Financiering en situatie, the other types' own fields with Dutch labels, and Opmerkingen.
 */
export function requestDetailSections(
  type: ProjectType,
  formData: FormData,
  consumer?: ProjectDetail['consumer'] | null,
): DetailSection[] {
  const fd = formData ?? {};
  const orNot = (v: string) => v || NOT_FILLED;
  const sections: DetailSection[] = [];

  sections.push({
    title: 'Persoonlijke gegevens',
    rows: [
      { label: 'Aanhef', value: orNot(salutationLabel(pick(fd, 'salutation', 'aanhef'))) },
      { label: 'Voornaam', value: orNot(pick(fd, 'firstName', 'voornaam') || text(consumer?.firstName)) },
      { label: 'Tussenvoegsel', value: orNot(pick(fd, 'betweenName', 'tussenvoegsel')) },
      { label: 'Achternaam', value: orNot(pick(fd, 'lastName', 'achternaam') || text(consumer?.lastName)) },
      { label: 'E-mail', value: orNot(pick(fd, 'email') || text(consumer?.email)) },
      { label: 'Telefoon', value: orNot(pick(fd, 'phone', 'telefoon') || text(consumer?.phone)) },
    ],
  });

  // A form that took the home's address in a field of its own (the taxatie's 'Adres van de woning', the extended
  // taxatie's object address) shows it in its own section below; three 'Niet ingevuld' rows here read as if the
  // address typed had been lost.
  const address = addressAt(fd);
  const addressElsewhere =
    isEmptyAddress(address) &&
    (pick(fd, 'propertyAddress') !== '' ||
      ADDRESS_GROUPS.some(({ prefix }) => !isEmptyAddress(addressAt(fd, prefix))));
  if (!addressElsewhere) {
    sections.push({
      title: 'Adresgegevens',
      rows: [
        { label: 'Straat en huisnummer', value: orNot(streetLine(address)) },
        { label: 'Postcode', value: orNot(address.postcode) },
        { label: 'Plaats', value: orNot(address.city) },
      ],
    });
  }

  if (type === 'aankoopmakelaar') {
    const areas = searchAreas(fd.searchArea);
    sections.push({
      title: 'Gewenste woning',
      rows: [
        { label: 'Prijsklasse', value: orNot(priceRange(fd.priceFrom, fd.priceTo)) },
        { label: 'Zoekgebied', value: orNot(areas.join(', ')), list: areas },
        {
          label: 'Woningtype',
          value: orNot(optionLabel(BUYER_PROPERTY_TYPE_OPTIONS, pick(fd, 'propertyType'))),
        },
        { label: 'Minimaal m²', value: orNot(squareMetres(fd.minM2, MIN_M2_OPTIONS)) },
        { label: 'Minimaal slaapkamers', value: orNot(pick(fd, 'minSlaapkamers')) },
        { label: 'Bouwperiode', value: orNot(pick(fd, 'bouwperiode')) },
        // Free text some older requests carry; shown only when there is some.
        ...(pick(fd, 'preferences') ? [{ label: 'Voorkeuren', value: pick(fd, 'preferences') }] : []),
      ],
    });
    sections.push({
      title: 'Financiering en situatie',
      rows: [
        { label: 'Heeft eigen woning', value: orNot(yesNo(fd.hasOwnHouse)) },
        { label: 'Heeft hypotheekadviseur', value: orNot(mortgageAdviserLabel(fd.hasHypotheekladviseur)) },
        { label: 'Verwachte termijn aankoop', value: orNot(pick(fd, 'verwachteTermijnAankoop')) },
      ],
    });
  }

  const own: DetailRow[] = [];
  // The database (jsonb) does not keep the form's key order: the fields come in the order of FIELDS, which
  // follows the forms, and keys no form of ours stores come last, alphabetically.
  for (const [key, value] of Object.entries(fd).sort(
    ([a], [b]) => fieldOrder(a) - fieldOrder(b) || a.localeCompare(b),
  )) {
    if (SHOWN_ELSEWHERE.has(key) || isGroupedAddressKey(key)) continue;
    if (type === 'aankoopmakelaar' && BUYER_KEYS.has(key)) continue;
    const row = fieldRow(key, value);
    if (row) own.push(row);
  }
  for (const { prefix, label } of ADDRESS_GROUPS) {
    const grouped = addressAt(fd, prefix);
    if (!isEmptyAddress(grouped)) own.push({ label, value: addressLine(grouped) });
  }
  if (own.length > 0) sections.push({ title: REQUEST_SECTION_TITLES[type], rows: own });

  sections.push({
    title: 'Opmerkingen',
    rows: [{ label: 'Opmerkingen', value: pick(fd, 'comments', 'opmerkingen') || NO_COMMENTS }],
  });
  return sections;
}
