// PATCH /api/profile: what anyone may change about themselves on /profiel (aanhef,
// initialen, tussenvoegsel, names and the phone; decision 0023; the home address, decision 0033). A module of its
// own, apart from ./schemas, because the phone check brings libphonenumber-js, which the sign-in page must not load.
import { authUser } from '../auth/schemas';
import { requiredText, text, z } from '../zod';
import { PHONE_INVALID, toE164 } from './phone';
import { AANHEF_OPTIONS, formatInitialen } from './salutation';
import { isDutchPostcode, normalisePostcode } from './schemas';

const bounded = (max: number) =>
  text()
    .trim()
    .max(max, { error: `Maximaal ${max} tekens` });

/**
 * An optional part of the profile: absent leaves it as it is (PATCH), empty clears it, anything else is normalised
 * by `normalise` and must then pass `valid`.
 */
const optionalPart = (
  max: number,
  message: string,
  normalise: (v: string) => string,
  valid: (v: string) => boolean,
) =>
  bounded(max)
    .nullish()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (!v) return null;
      const value = normalise(v);
      if (!valid(value)) ctx.addIssue({ code: 'custom', message });
      return value;
    });

export const PROFILE_MESSAGES = {
  initialen: 'Vul uw initialen in met punten, bijvoorbeeld J.P.',
  tussenvoegsel: 'Een tussenvoegsel bestaat uit letters, bijvoorbeeld de of van der',
  phone: PHONE_INVALID,
  straat: 'Straat is verplicht',
  huisnummer: 'Vul een huisnummer in cijfers in',
  huisnummerRequired: 'Huisnummer is verplicht',
  huisletter: 'Een huisletter of toevoeging bestaat uit letters of cijfers, bijvoorbeeld A of 2',
  postcode: 'Vul een postcode in als 1234 AB',
  postcodeRequired: 'Postcode is verplicht',
  plaats: 'Plaats is verplicht',
} as const;

/** The phone of the profile: a Dutch or international number, stored in E.164 (./phone.ts). */
export const profilePhone = optionalPart(
  30,
  PHONE_INVALID,
  (v) => toE164(v) ?? v,
  (v) => toE164(v) === v,
);

/** The parts of the home address, in the API's (Dutch) names. */
export const PROFILE_ADDRESS_FIELDS = ['straat', 'huisnummer', 'huisletter', 'postcode', 'plaats'] as const;
export type ProfileAddressField = (typeof PROFILE_ADDRESS_FIELDS)[number];
/** The parts an address is not complete without (the house letter is optional). */
const REQUIRED_ADDRESS_PARTS = {
  straat: PROFILE_MESSAGES.straat,
  huisnummer: PROFILE_MESSAGES.huisnummerRequired,
  postcode: PROFILE_MESSAGES.postcodeRequired,
  plaats: PROFILE_MESSAGES.plaats,
} as const;

const keepCase = (v: string) => v.replace(/\s+/g, ' ');

/**
 * A part of the home address, as optionalPart, but checked after the transform: a wrong part does not stop the
 * check of the whole address below, so the form names every missing part at once.
 */
const addressPart = (
  max: number,
  message: string,
  normalise: (v: string) => string = keepCase,
  valid: (v: string) => boolean = () => true,
) =>
  bounded(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? normalise(v) : null))
    .refine((v) => v == null || valid(v), { error: message });

export const profileBody = z
  .strictObject({
    aanhef: z
      .union([z.enum(AANHEF_OPTIONS), z.literal('')], { error: 'Kies Dhr., Mevr. of geen aanhef' })
      .nullish()
      .transform((v) => (v === '' ? null : v)),
    initialen: optionalPart(20, PROFILE_MESSAGES.initialen, formatInitialen, (v) =>
      /^(\p{Lu}\p{Ll}{0,2}\.){1,10}$/u.test(v),
    ),
    firstName: requiredText('Voornaam is verplicht', 100),
    tussenvoegsel: optionalPart(
      20,
      PROFILE_MESSAGES.tussenvoegsel,
      (v) => v.replace(/\s+/g, ' ').toLowerCase(),
      (v) => /^[\p{L}'’]+( [\p{L}'’]+)*$/u.test(v),
    ),
    lastName: requiredText('Achternaam is verplicht', 100),
    phone: profilePhone,
    // The home address: postcode '1234 AB', the number in digits, the letter or addition apart ('A', '2', 'bis').
    straat: addressPart(200, PROFILE_MESSAGES.straat),
    huisnummer: addressPart(
      10,
      PROFILE_MESSAGES.huisnummer,
      (v) => v,
      (v) => /^[1-9]\d{0,4}$/.test(v),
    ),
    huisletter: addressPart(
      10,
      PROFILE_MESSAGES.huisletter,
      (v) => v.replace(/^-/, '').toUpperCase(),
      (v) => /^[\p{Lu}\d]{1,4}([ -]?[\p{Lu}\d]{1,4})?$/u.test(v),
    ),
    postcode: addressPart(10, PROFILE_MESSAGES.postcode, normalisePostcode, isDutchPostcode),
    plaats: addressPart(100, PROFILE_MESSAGES.plaats),
  })
  // The address is saved whole or cleared whole: a part left out of the body keeps the stored address, but an
  // address given asks for street, number, postcode and place, so an invoice never prints half of one.
  .superRefine((body, ctx) => {
    const given = PROFILE_ADDRESS_FIELDS.filter((f) => body[f] !== undefined);
    if (given.length === 0 || given.every((f) => body[f] === null)) return;
    for (const [field, message] of Object.entries(REQUIRED_ADDRESS_PARTS)) {
      if (!body[field as ProfileAddressField]) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type ProfileInput = z.input<typeof profileBody>;
export type ProfileBody = z.output<typeof profileBody>;

/** The home address as stored: each part null until filled in. */
export const profileAddress = z.object({
  straat: z.string().nullable(),
  huisnummer: z.string().nullable(),
  huisletter: z.string().nullable(),
  postcode: z.string().nullable(),
  plaats: z.string().nullable(),
});
export type ProfileAddress = z.infer<typeof profileAddress>;

/** GET and PATCH /api/profile: the current user (as GET /api/auth/user) with their home address. */
export const profileResponse = authUser.extend(profileAddress.shape);
export type ProfileResponse = z.infer<typeof profileResponse>;
