// The client's address as a request's stored form data holds it, read one way for every page that shows it (the
// project page's customer card, the invoice's address block). Each form names its address fields its own way
// (schemas.ts): English names (street, houseNumber, houseLetter or houseNumberAddition, postcode, city) on the
// buyer's, survey and moving forms; Dutch names (straat, huisnummer, huisletter, plaats) on the energy-label and
// sustainability forms; a prefix on the mortgage request's current address (currentStreet, ...) and the extended
// valuation's object and owner addresses; one free-text line (propertyAddress) on the seller's and the simple
// valuation form. Older requests may hold flat `address` and `postalCode` fields. Pure functions, no DOM, no node.

/** An address in one shape. A free-text address (propertyAddress, address) is held whole in `street`. */
export interface RequestAddress {
  street: string;
  houseNumber: string;
  /** House letter or addition ('A', '2', 'bis'). */
  houseLetter: string;
  postcode: string;
  city: string;
}

export const EMPTY_ADDRESS: RequestAddress = Object.freeze({
  street: '',
  houseNumber: '',
  houseLetter: '',
  postcode: '',
  city: '',
});

type FormData = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The first non-empty text among `keys` of the form data. */
const pick = (formData: FormData, keys: readonly string[]): string => {
  for (const key of keys) {
    const value = text(formData[key]);
    if (value) return value;
  }
  return '';
};

/** The names each part is stored under without a prefix, English first. */
const PLAIN_NAMES = {
  street: ['street', 'straat', 'straatnaam'],
  houseNumber: ['houseNumber', 'huisnummer'],
  houseLetter: ['houseNumberAddition', 'houseLetter', 'huisletter', 'toevoeging'],
  postcode: ['postcode', 'postalCode'],
  city: ['city', 'plaats', 'woonplaats'],
} as const;

/** The names each part is stored under after a prefix ('object' → objectStreet, objectHouseNumber, ...). */
const PREFIXED_NAMES = {
  street: ['Street'],
  houseNumber: ['HouseNumber'],
  houseLetter: ['HouseNumberAddition', 'HouseLetter'],
  postcode: ['Postcode'],
  city: ['City'],
} as const;

/** The address prefixes the forms use, and what each address is. */
export const ADDRESS_PREFIXES = ['object', 'current', 'owner', 'future', 'new'] as const;
export type AddressPrefix = (typeof ADDRESS_PREFIXES)[number];

/**
 * The address stored under `prefix` (none: the plain fields, in English or Dutch names, with the flat `address`
 * line as the last resort for the street).
 */
export function addressAt(formData: FormData | null | undefined, prefix?: AddressPrefix): RequestAddress {
  const fd = formData ?? {};
  const part = (name: keyof typeof PLAIN_NAMES) =>
    prefix
      ? pick(
          fd,
          PREFIXED_NAMES[name].map((n) => `${prefix}${n}`),
        )
      : pick(fd, PLAIN_NAMES[name]);
  const address = {
    street: part('street'),
    houseNumber: part('houseNumber'),
    houseLetter: part('houseLetter'),
    postcode: part('postcode'),
    city: part('city'),
  };
  if (!prefix && !address.street && !address.houseNumber) address.street = pick(fd, ['address']);
  return address;
}

export const isEmptyAddress = (a: RequestAddress): boolean =>
  !a.street && !a.houseNumber && !a.houseLetter && !a.postcode && !a.city;

/** Where the address was found: the client's own, or only the address of the home the request is about. */
export interface FoundAddress {
  address: RequestAddress;
  /** The home's address (seller's and valuation forms), not necessarily where the client lives. */
  ofProperty: boolean;
}

/**
 * The client's own address: the plain address fields (the buyer's current home, the survey's, energy-label's and
 * sustainability's address), else the mortgage request's current address. Null when the form holds none (the
 * buyer left the optional current home empty; the simple mortgage form asks for no address).
 */
export function clientAddress(formData: FormData | null | undefined): RequestAddress | null {
  for (const candidate of [addressAt(formData), addressAt(formData, 'current')]) {
    if (!isEmptyAddress(candidate)) return candidate;
  }
  return null;
}

/** Street, number, postcode and place are all there (the house letter is optional): an address a letter reaches. */
export const isCompleteAddress = (a: RequestAddress): boolean =>
  Boolean(a.street && a.houseNumber && a.postcode && a.city);

/**
 * The client's own address as clientAddress reads it, but only a complete one: the first of the plain fields and the
 * mortgage request's current address that has street, number, postcode and place. What an invoice may be sent to.
 */
export function completeClientAddress(formData: FormData | null | undefined): RequestAddress | null {
  for (const candidate of [addressAt(formData), addressAt(formData, 'current')]) {
    if (isCompleteAddress(candidate)) return candidate;
  }
  return null;
}

/**
 * The address of the home the request is about when it is not the client's own (the seller's and simple
 * valuation's propertyAddress, the extended valuation's object) as one line; null when there is none.
 */
export function propertyAddressLine(formData: FormData | null | undefined): string | null {
  const found = requestAddress(formData);
  return found.ofProperty ? addressLine(found.address) || null : null;
}

/**
 * The address the project page shows for the client: their own (clientAddress), else the address of the home the
 * request is about (the seller's and simple valuation's propertyAddress, the extended valuation's object), marked
 * `ofProperty`. The empty address when there is none.
 */
export function requestAddress(formData: FormData | null | undefined): FoundAddress {
  const own = clientAddress(formData);
  if (own) return { address: own, ofProperty: false };
  const property = pick(formData ?? {}, ['propertyAddress']);
  if (property) return { address: { ...EMPTY_ADDRESS, street: property }, ofProperty: true };
  const object = addressAt(formData, 'object');
  return { address: object, ofProperty: !isEmptyAddress(object) };
}

/** 'Damrak 45A', 'Laan 12-2': street, number and letter; a letter against the number, a numeric addition after a hyphen. */
export function streetLine(a: RequestAddress): string {
  const number = [a.houseNumber, a.houseLetter].filter(Boolean).join(/^\d/.test(a.houseLetter) ? '-' : '');
  return [a.street, number].filter(Boolean).join(' ');
}

/** '1012 LG Amsterdam' */
export const placeLine = (a: RequestAddress): string => [a.postcode, a.city].filter(Boolean).join(' ');

/** The two lines of an address block ('Damrak 45A', '1012 LG Amsterdam'), leaving out an empty one. */
export const addressLines = (a: RequestAddress): string[] => [streetLine(a), placeLine(a)].filter(Boolean);

/** 'Damrak 45A, 1012 LG Amsterdam' */
export const addressLine = (a: RequestAddress): string => addressLines(a).join(', ');
