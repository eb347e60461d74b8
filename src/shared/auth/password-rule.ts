// The password rule (decision 0027), one copy for the server and the browser: a password that an attacker's
// first million guesses would find is refused, and so is one built from the account's own name or address.
// The length rule (8 to 200 characters) lives in the zod schemas; this module only judges how guessable a
// password of a valid length is. It carries the dictionaries (about 105,000 words, names and passwords), so the web
// loads it with import() on the screens that set a password, never with the sign-in page.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as dutchDictionary } from '@zxcvbn-ts/language-nl-be';
import { PASSWORD_TOO_GUESSABLE } from './schemas';

/** What the account is known by; every part is optional (a form may not know them all yet). */
export interface PasswordInputs {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  tussenvoegsel?: string | null;
}

/** zxcvbn's scale: 0 and 1 fall to fewer than a million guesses, 2 to 10^8, 3 to 10^10, 4 beyond. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordRating {
  score: PasswordScore;
  /** PASSWORD_TOO_GUESSABLE when the rule refuses the password, else null. */
  problem: string | null;
}

/** The lowest score accepted: 10^6 guesses, which an online attack under our rate limits does not reach. */
export const MIN_PASSWORD_SCORE = 2;

/**
 * Only the first 64 characters are judged. zxcvbn's matching grows faster than linearly with the length, and it
 * runs on the server's event loop: a 200-character string of digits took over a second on this machine, 64
 * characters stay under about 60 ms. Nothing in a breach list or a dictionary is that long, so the cut only
 * matters for a password whose first 64 characters are themselves guessable, which is refused, as it should be.
 */
export const CHECKED_LENGTH = 64;

/**
 * How many l33t readings ('w4chtw00rd' as 'wachtwoord') zxcvbn tries per password. The library's 100 cost up to
 * 0.5 s on 64 characters of digits and symbols; 10 gave the same scores on every l33t password we tried and
 * keeps the worst case near 60 ms.
 */
const L33T_READINGS = 10;

/** Personal tokens shorter than this are too common inside unrelated words ('de', 'jo') to count. */
const MIN_TOKEN_LENGTH = 3;

/** How names and e-mail local parts are split into their parts: 'jan.jansen', 'van der', 'Smit-Bakker'. */
const SEPARATORS = /[\s._+-]+/;

// Building the matcher indexes the dictionaries, about 300 ms: done once, on first use or when warmed.
let estimator: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...dutchDictionary },
    graphs: adjacencyGraphs,
    l33tMaxSubstitutions: L33T_READINGS,
  });
  return estimator;
}

/** Builds the matcher now, so the first person to choose a password does not wait for it. */
export function warmPasswordRule(): void {
  zxcvbn();
}

/**
 * The lower-cased pieces of the account's name and address a password must not lean on, longest first: each
 * name and its parts, the e-mail's local part and its parts, and the first label of its domain.
 */
export function personalTokens(inputs: PasswordInputs): string[] {
  const tokens = new Set<string>();
  const add = (value: string | null | undefined) => {
    const whole = value?.trim().toLowerCase();
    if (!whole) return;
    for (const token of [whole, ...whole.split(SEPARATORS)])
      if (token.length >= MIN_TOKEN_LENGTH) tokens.add(token);
  };
  add(inputs.firstName);
  add(inputs.lastName);
  add(inputs.tussenvoegsel);
  const email = inputs.email?.trim().toLowerCase() ?? '';
  const at = email.lastIndexOf('@');
  add(at === -1 ? email : email.slice(0, at));
  if (at !== -1) add(email.slice(at + 1).split('.')[0]);
  return [...tokens].sort((a, b) => b.length - a.length);
}

/** The password with every occurrence of the tokens taken out, again until none is left ('jajann' → ''). */
function withoutTokens(password: string, tokens: string[]): string {
  let rest = password;
  let before: string;
  do {
    before = rest;
    for (const token of tokens) rest = rest.split(token).join('');
  } while (rest !== before);
  return rest;
}

/** How strong the password is under the rule, on zxcvbn's scale, and whether the rule refuses it. */
export function ratePassword(password: string, inputs: PasswordInputs = {}): PasswordRating {
  const checked = password.slice(0, CHECKED_LENGTH);
  const tokens = personalTokens(inputs);
  let score = zxcvbn().check(checked, tokens).score as PasswordScore;
  // zxcvbn alone lets 'Jan.jansen@' (score 3) and 'Jansen2026!' (2) through for Jan Jansen: judge what is left
  // once the name and address are taken out, and let the weaker of the two count.
  const lowered = checked.toLowerCase();
  const rest = withoutTokens(lowered, tokens);
  if (rest !== lowered) {
    const restScore = rest === '' ? 0 : (zxcvbn().check(rest, tokens).score as PasswordScore);
    score = Math.min(score, restScore) as PasswordScore;
  }
  return { score, problem: score < MIN_PASSWORD_SCORE ? PASSWORD_TOO_GUESSABLE : null };
}

/** PASSWORD_TOO_GUESSABLE when the rule refuses the password, else null. */
export function passwordProblem(password: string, inputs: PasswordInputs = {}): string | null {
  return ratePassword(password, inputs).problem;
}
