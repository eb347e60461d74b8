// The seven service types with their Dutch labels and the prefixes of the human references.

export const PROJECT_TYPES = [
  'aankoopmakelaar',
  'verkoopmakelaar',
  'hypotheekadviseur',
  'taxatie',
  'bouwkundige',
  'verduurzaming',
  'energielabel',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  aankoopmakelaar: 'Aankoopmakelaar',
  verkoopmakelaar: 'Verkoopmakelaar',
  hypotheekadviseur: 'Hypotheekadviseur',
  taxatie: 'Taxatie',
  bouwkundige: 'Bouwkundige keuring',
  verduurzaming: 'Verduurzaming',
  energielabel: 'Energielabel',
};

/** A project's human reference, PREFIX-YYYY-NNNNN, made by the server (docs/architecture.md, Conventions). */
export const PROJECT_REF_PREFIX: Record<ProjectType, string> = {
  aankoopmakelaar: 'AM',
  verkoopmakelaar: 'VM',
  hypotheekadviseur: 'HA',
  taxatie: 'TX',
  bouwkundige: 'BK',
  verduurzaming: 'VD',
  energielabel: 'EL',
};

/** Other spellings clients send ('bouwkundige-keuring', 'hypotheek-adviseur'). */
const TYPE_ALIASES: Record<string, ProjectType> = {
  'bouwkundige-keuring': 'bouwkundige',
  bouwkundige_keuring: 'bouwkundige',
  'hypotheek-adviseur': 'hypotheekadviseur',
};

/** The canonical type for a client's spelling, or null when it is not a service we offer. */
export function normalizeProjectType(value: string): ProjectType | null {
  const v = value.trim().toLowerCase();
  if ((PROJECT_TYPES as readonly string[]).includes(v)) return v as ProjectType;
  return TYPE_ALIASES[v] ?? null;
}

export function projectTypeLabel(type: string): string {
  const t = normalizeProjectType(type);
  return t ? PROJECT_TYPE_LABELS[t] : type;
}

/** A project without a title reads '{type} aanvraag'. */
export const defaultProjectTitle = (type: ProjectType) => `${PROJECT_TYPE_LABELS[type]} aanvraag`;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const first = (formData: Record<string, unknown>, ...keys: string[]) =>
  keys.map((k) => text(formData[k])).find((v) => v !== '') ?? '';

/** Street, number and place in the field names the forms use (the first set that has a street and a number). */
const ADDRESS_FIELDS: readonly { street: string[]; number: string[]; addition: string[]; place: string[] }[] =
  [
    {
      street: ['straat', 'straatnaam'],
      number: ['huisnummer'],
      addition: ['huisletter', 'toevoeging'],
      place: ['plaats', 'woonplaats'],
    },
    { street: ['objectStreet'], number: ['objectHouseNumber'], addition: [], place: ['objectCity'] },
    {
      street: ['street'],
      number: ['houseNumber'],
      addition: ['houseLetter', 'houseNumberAddition'],
      place: ['city'],
    },
    { street: ['currentStreet'], number: ['currentHouseNumber'], addition: [], place: ['currentCity'] },
  ];

/**
 * Where a request is about, as its form says it: 'Stationsplein 14, Amersfoort', the one-line address the form
 * took ('Grote Markt 1, 9711 LV Groningen'), only a place, or for a buyer's agent the search area. '' when none.
 * A buyer's agent's street and city are the consumer's own home, not what the request is about.
 */
export function projectPlaceFor(type: ProjectType, formData: Record<string, unknown>): string {
  if (type === 'aankoopmakelaar') {
    const area = Array.isArray(formData.searchArea) ? formData.searchArea.map(text).filter(Boolean) : [];
    return area.slice(0, 3).join(', ');
  }
  for (const f of ADDRESS_FIELDS) {
    const street = first(formData, ...f.street);
    const number = `${first(formData, ...f.number)}${first(formData, ...f.addition)}`;
    if (street && number) {
      const place = first(formData, ...f.place);
      return `${street} ${number}${place ? `, ${place}` : ''}`;
    }
  }
  return first(formData, 'propertyAddress', 'adres', 'address', 'plaats', 'woonplaats', 'objectCity', 'city');
}

/**
 * The title the server gives a new project (clients do not choose it): the service and where it is
 * about, 'Taxatie – Stationsplein 14, Amersfoort', so two requests can be told apart in a list; otherwise
 * '{type} aanvraag'. Titles already stored stay as they are.
 */
export function projectTitleFor(type: ProjectType, formData: Record<string, unknown>): string {
  const place = projectPlaceFor(type, formData);
  if (!place) return defaultProjectTitle(type);
  return `${PROJECT_TYPE_LABELS[type]} – ${place}`.slice(0, 200);
}
