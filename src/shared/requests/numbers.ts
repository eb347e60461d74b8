// Numbers typed into the request and lead forms. The forms keep them as text (people type '250.000', '€ 350.000,-'
// or '120 m²') and so does the stored request; these rules decide whether the text is a number at all and whether
// that number makes sense, so that 'abc' or '19xx' never reaches the professional. One rule for form and server.

import { parseDutchNumber } from '../numbers';
import { text } from '../zod';
import { MAX_AREA_M2, MIN_AREA_M2, MIN_BUILD_YEAR } from './constants';
import { REQUEST_NUMBER_MESSAGES as T } from './texts';

export { parseDutchNumber };

/**
 * The latest build year we accept: next year (a house may be sold before it is finished). Computed when checked, so
 * the rule moves with the calendar.
 */
export const maxBuildYear = (now: Date = new Date()): number => now.getFullYear() + 1;

/** What is wrong with a build year ('' or four digits from MIN_BUILD_YEAR to next year), or null. */
export function buildYearProblem(value: string, now?: Date): 'invalid' | 'range' | null {
  const v = value.trim();
  if (!/^\d{4}$/.test(v)) return 'invalid';
  const year = Number(v);
  return year < MIN_BUILD_YEAR || year > maxBuildYear(now) ? 'range' : null;
}

/** What is wrong with a floor area (MIN_AREA_M2 to MAX_AREA_M2 m²), or null. */
export function areaProblem(value: string): 'invalid' | 'range' | null {
  const n = parseDutchNumber(value);
  if (n === null) return 'invalid';
  return n < MIN_AREA_M2 || n > MAX_AREA_M2 ? 'range' : null;
}

/** What is wrong with an amount in euro (0 or more), or null. */
export function amountProblem(value: string): 'invalid' | 'negative' | null {
  const n = parseDutchNumber(value);
  if (n === null) return 'invalid';
  return n < 0 ? 'negative' : null;
}

// ---------------------------------------------------------------------------------------------------------------
// The fields. Empty gives the field's own 'is verplicht' text (or the spec's own wording); a wrong value its own.

/** The message for what is wrong with a value of `kind`, or null when it is fine. */
export const NUMBER_RULES = {
  buildYear: (v: string) => {
    const problem = buildYearProblem(v);
    if (problem === 'invalid') return T.invalidBuildYear;
    return problem === 'range' ? T.buildYearRange(maxBuildYear()) : null;
  },
  area: (v: string) => {
    const problem = areaProblem(v);
    if (problem === 'invalid') return T.invalidNumber;
    return problem === 'range' ? T.areaRange : null;
  },
  amount: (v: string) => {
    const problem = amountProblem(v);
    if (problem === 'invalid') return T.invalidAmount;
    return problem === 'negative' ? T.negativeAmount : null;
  },
} as const;
export type NumberKind = keyof typeof NUMBER_RULES;

/** A required number as text: `requiredMessage` when empty, else the rule's message when the value is wrong. */
export const requiredNumber = (kind: NumberKind, requiredMessage: string, max = 20) =>
  text({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `Maximaal ${max} tekens` })
    .superRefine((v, ctx) => {
      const message = v === '' ? null : NUMBER_RULES[kind](v);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** An optional number as text: '' (or absent) is fine, anything else must pass the rule. */
export const optionalNumber = (kind: NumberKind, max = 20) =>
  text()
    .trim()
    .max(max, { error: `Maximaal ${max} tekens` })
    .superRefine((v, ctx) => {
      const message = v === '' ? null : NUMBER_RULES[kind](v);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .optional();
