// The seven service types (spec 000 §1) with their Dutch labels and the prefixes of the human references.

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

/** Other spellings clients send (spec 000 §1: 'bouwkundige-keuring'; spec 002: 'hypotheek-adviseur'). */
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

/** Spec 001 §3: a project without a title reads '{type} aanvraag'. */
export const defaultProjectTitle = (type: ProjectType) => `${PROJECT_TYPE_LABELS[type]} aanvraag`;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * The title the server gives a new project (clients do not choose it): the service and, when the form names the
 * home, its street and number and place ('Taxatie Dorpsstraat 12, Utrecht'); otherwise '{type} aanvraag'.
 */
export function projectTitleFor(type: ProjectType, formData: Record<string, unknown>): string {
  const street = text(formData.straat ?? formData.straatnaam);
  const number = [text(formData.huisnummer), text(formData.huisletter ?? formData.toevoeging)].join('');
  const place = text(formData.plaats ?? formData.woonplaats);
  if (!street || !number) return defaultProjectTitle(type);
  return `${PROJECT_TYPE_LABELS[type]} ${street} ${number}${place ? `, ${place}` : ''}`.slice(0, 200);
}
