// PATCH /api/profile: what anyone may change about themselves on /profiel (aanhef,
// initialen, tussenvoegsel, names and the phone; decision 0023). A module of its own, apart from ./schemas, because
// the phone check brings libphonenumber-js, which the sign-in page must not load.
import { requiredText, text, z } from '../zod';
import { PHONE_INVALID, toE164 } from './phone';
import { AANHEF_OPTIONS, formatInitialen } from './salutation';

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
} as const;

/** The phone of the profile: a Dutch or international number, stored in E.164 (./phone.ts). */
export const profilePhone = optionalPart(
  30,
  PHONE_INVALID,
  (v) => toE164(v) ?? v,
  (v) => toE164(v) === v,
);

export const profileBody = z.strictObject({
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
});
export type ProfileInput = z.input<typeof profileBody>;
export type ProfileBody = z.output<typeof profileBody>;
