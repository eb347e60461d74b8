// Phone numbers (decision 0023): checked as a Dutch number, or an international one with its country code, by
// libphonenumber-js's small ('min') metadata; stored in E.164 ('+31612345678'); shown the Dutch way: the national
// form for a Dutch number ('06 12345678', '020 123 4567'), the international form otherwise ('+32 470 12 34 56').
// A number stored before the check, which it would refuse, is shown as it was typed.
//
// Only the screens that take a phone number import this module: libphonenumber-js stays out of the sign-in
// page's chunk (its 150 KB budget, e2e/performance/login-bundle.spec.ts).
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export const PHONE_INVALID = 'Voer een geldig telefoonnummer in';

/** What a phone number may be typed with: digits, a leading plus, spaces, brackets, dots, hyphens and slashes. */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;

/** The number in E.164 when it is a valid Dutch or international number, else null. */
export function toE164(typed: string): string | null {
  const value = typed.trim();
  if (!PHONE_CHARACTERS.test(value)) return null;
  const parsed = parsePhoneNumberFromString(value, 'NL');
  return parsed?.isValid() ? parsed.number : null;
}

/** A stored number the Dutch way; what the check would refuse (stored before it) is shown as it was typed. */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const parsed = PHONE_CHARACTERS.test(stored) ? parsePhoneNumberFromString(stored, 'NL') : undefined;
  if (!parsed?.isValid()) return stored;
  return parsed.country === 'NL' ? parsed.formatNational() : parsed.formatInternational();
}
