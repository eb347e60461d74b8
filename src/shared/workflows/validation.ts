// Checks a step's data against its definition. Used by the server when a step is
// completed and by the web form before it sends. Returns only the step's own fields, normalised:
//   text/textarea  trimmed string            date      'YYYY-MM-DD' (a real calendar day)
//   time           'HH:mm' (':ss' dropped)   datetime  'YYYY-MM-DDTHH:mm' (':ss' dropped)
//   select         one of the option values  yesno     'ja' | 'nee' (true/false and Ja/Nee accepted)
//   number         a number, 0 up to 10^12 unless the field sets min/max/integer; text in Dutch writing is read
//                  ('12,5', '1.500' is fifteen hundred, '12.5' twelve and a half)
//   currency       integer cents >= 0 (a number or a string of digits) unless the field sets min/max
//   pdf            '/api/documents/{uuid}/download' (the server then checks that document is this project's PDF)
//   table          rows of the defined columns, fully empty rows dropped
// Empty optional fields are left out. Unknown keys are ignored. 'Dit veld is verplicht' is only ever said of an empty
// field; a value that is there but wrong gets its own message. A draft (a step saved without completing it) may
// leave required fields empty; what it does hold is checked the same way.

import { formatCents } from '../format';
import { parseDutchNumber } from '../numbers';
import { INVALID_CHARACTERS, isSafeText } from '../zod';
import { WORKFLOW_MESSAGES } from './schemas';
import type { StepDefinition, StepField, StepTableColumn, StepValidationResult } from './types';

export const VALIDATION_MESSAGES = {
  required: 'Dit veld is verplicht',
  tableRequired: 'Voeg minimaal één rij toe',
  invalidDate: 'Vul een geldige datum in',
  invalidTime: 'Vul een geldige tijd in (uu:mm)',
  invalidDateTime: 'Vul een geldige datum en tijd in',
  invalidOption: 'Kies een van de opties',
  invalidYesNo: 'Kies ja of nee',
  invalidNumber: 'Vul een geldig getal in',
  wholeNumber: 'Vul een heel getal in',
  /** A number outside the field's bounds; `name` is the field's label without its unit in brackets. */
  between: (name: string, min: string, max: string) => `${name} moet tussen ${min} en ${max} liggen`,
  atLeast: (name: string, min: string) => `${name} moet minimaal ${min} zijn`,
  atMost: (name: string, max: string) => `${name} mag hoogstens ${max} zijn`,
  notNegative: (name: string) => `${name} mag niet negatief zijn`,
  invalidCurrency: 'Vul een geldig bedrag in (alleen cijfers)',
  invalidText: 'Vul tekst in',
  invalidCharacters: INVALID_CHARACTERS,
  invalidTable: 'Ongeldige tabel',
  tooLong: (max: number) => `Maximaal ${max} tekens`,
  invalidFile: WORKFLOW_MESSAGES.invalidFile,
  dateInPast: WORKFLOW_MESSAGES.dateInPast,
} as const;

const MAX_TEXT = 500;
const MAX_TEXTAREA = 5000;
const MAX_TABLE_ROWS = 100;

/** The path of an uploaded document's download, as POST /api/upload returns it (fileUrl). */
export const DOCUMENT_URL_RE =
  /^\/api\/documents\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/download$/i;

/** The document id in a pdf field's value, or null. */
export function documentIdFromUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return DOCUMENT_URL_RE.exec(value)?.[1]?.toLowerCase() ?? null;
}

/** Today as 'YYYY-MM-DD' in Europe/Amsterdam. */
export function todayInAmsterdam(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/;

function normalTime(value: string): string | null {
  const m = TIME_RE.exec(value);
  return m ? `${m[1]}:${m[2]}` : null;
}

/** A value counts as empty when it is missing, null, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

type Check = { ok: true; value: unknown } | { ok: false; error: string };
type CheckedField = Pick<
  StepField,
  'type' | 'label' | 'options' | 'notInPast' | 'min' | 'max' | 'integer' | 'unit'
>;
const fail = (error: string): Check => ({ ok: false, error });
const pass = (value: unknown): Check => ({ ok: true, value });

/** Checks one non-empty value of a scalar field or column type. */
function checkValue(field: CheckedField, raw: unknown, today: string): Check {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  switch (field.type) {
    case 'text':
    case 'textarea': {
      const max = field.type === 'text' ? MAX_TEXT : MAX_TEXTAREA;
      const s = typeof text === 'number' && Number.isFinite(text) ? String(text) : text;
      if (typeof s !== 'string') return fail(VALIDATION_MESSAGES.invalidText);
      if (!isSafeText(s)) return fail(VALIDATION_MESSAGES.invalidCharacters);
      return s.length > max ? fail(VALIDATION_MESSAGES.tooLong(max)) : pass(s);
    }
    case 'date': {
      if (typeof text !== 'string' || !isRealDate(text)) return fail(VALIDATION_MESSAGES.invalidDate);
      if (field.notInPast && text < today) return fail(VALIDATION_MESSAGES.dateInPast);
      return pass(text);
    }
    case 'time': {
      const t = typeof text === 'string' ? normalTime(text) : null;
      return t ? pass(t) : fail(VALIDATION_MESSAGES.invalidTime);
    }
    case 'datetime': {
      if (typeof text !== 'string') return fail(VALIDATION_MESSAGES.invalidDateTime);
      const [date = '', time = '', ...rest] = text.split(/[T ]/);
      const t = normalTime(time);
      if (rest.length > 0 || !isRealDate(date) || !t) return fail(VALIDATION_MESSAGES.invalidDateTime);
      if (field.notInPast && date < today) return fail(VALIDATION_MESSAGES.dateInPast);
      return pass(`${date}T${t}`);
    }
    case 'select': {
      const option = field.options?.find((o) => o.value === text);
      return option ? pass(option.value) : fail(VALIDATION_MESSAGES.invalidOption);
    }
    case 'yesno': {
      if (text === true) return pass('ja');
      if (text === false) return pass('nee');
      const s = typeof text === 'string' ? text.toLowerCase() : '';
      return s === 'ja' || s === 'nee' ? pass(s) : fail(VALIDATION_MESSAGES.invalidYesNo);
    }
    case 'number': {
      const n =
        typeof text === 'number'
          ? text
          : typeof text === 'string'
            ? (parseDutchNumber(text) ?? Number.NaN)
            : Number.NaN;
      if (!Number.isFinite(n)) return fail(VALIDATION_MESSAGES.invalidNumber);
      return checkBounds(field, n, { min: 0, max: 1e12 });
    }
    case 'currency': {
      const n =
        typeof text === 'number'
          ? text
          : typeof text === 'string' && /^-?\d{1,15}$/.test(text)
            ? Number(text)
            : Number.NaN;
      if (!Number.isSafeInteger(n)) return fail(VALIDATION_MESSAGES.invalidCurrency);
      return checkBounds({ ...field, integer: false }, n, { min: 0, max: Number.MAX_SAFE_INTEGER });
    }
    case 'pdf':
      return documentIdFromUrl(text) ? pass(text) : fail(VALIDATION_MESSAGES.invalidFile);
    case 'table':
      return fail(VALIDATION_MESSAGES.invalidTable);
  }
}

const NUMBER_FORMAT = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/**
 * Checks a number against the field's bounds (or the type's defaults), with a message that names the field and,
 * for an amount, shows the bound in euros.
 */
function checkBounds(field: CheckedField, n: number, defaults: { min: number; max: number }): Check {
  if (field.integer && !Number.isInteger(n)) return fail(VALIDATION_MESSAGES.wholeNumber);
  const min = field.min ?? defaults.min;
  const max = field.max ?? defaults.max;
  if (n >= min && n <= max) return pass(n);
  const name = field.label.replace(/\s*\([^)]*\)\s*$/, '');
  const unit = field.unit ? ` ${field.unit}` : '';
  const show = (v: number) =>
    field.type === 'currency' ? formatCents(v) : `${NUMBER_FORMAT.format(v)}${unit}`;
  if (field.min !== undefined && field.max !== undefined) {
    const low = field.type === 'currency' ? show(min) : NUMBER_FORMAT.format(min);
    return fail(VALIDATION_MESSAGES.between(name, low, show(max)));
  }
  if (n < min)
    return fail(
      min === 0 ? VALIDATION_MESSAGES.notNegative(name) : VALIDATION_MESSAGES.atLeast(name, show(min)),
    );
  // Above the type's own ceiling (no bound set) the value is no sensible number at all.
  if (field.max === undefined)
    return fail(
      field.type === 'currency' ? VALIDATION_MESSAGES.invalidCurrency : VALIDATION_MESSAGES.invalidNumber,
    );
  return fail(VALIDATION_MESSAGES.atMost(name, show(max)));
}

interface Collected {
  /** A draft: required fields and columns may be empty. */
  draft: boolean;
  missing: string[];
  fieldErrors: Record<string, string>;
}

/** A table's rows: only the defined columns, fully empty rows dropped, every required column checked. */
function checkTable(
  field: StepField,
  raw: unknown,
  today: string,
  out: Collected,
): Record<string, unknown>[] | undefined {
  const columns: readonly StepTableColumn[] = field.columns ?? [];
  if (!Array.isArray(raw) || raw.length > MAX_TABLE_ROWS) {
    out.fieldErrors[field.name] = VALIDATION_MESSAGES.invalidTable;
    return undefined;
  }
  const rows: Record<string, unknown>[] = [];
  raw.forEach((row, index) => {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      out.fieldErrors[`${field.name}.${index}`] = VALIDATION_MESSAGES.invalidTable;
      return;
    }
    const cells = row as Record<string, unknown>;
    if (columns.every((c) => isEmptyValue(cells[c.name]))) return;
    const clean: Record<string, unknown> = {};
    for (const column of columns) {
      const key = `${field.name}.${index}.${column.name}`;
      const value = cells[column.name];
      if (isEmptyValue(value)) {
        if (column.required && !out.draft) {
          out.fieldErrors[key] = VALIDATION_MESSAGES.required;
          const label = `${field.label}: ${column.label}`;
          if (!out.missing.includes(label)) out.missing.push(label);
        }
        continue;
      }
      const check = checkValue(column, value, today);
      if (check.ok) clean[column.name] = check.value;
      else out.fieldErrors[key] = check.error;
    }
    rows.push(clean);
  });
  if (rows.length === 0 && field.required && !out.draft) {
    out.fieldErrors[field.name] = VALIDATION_MESSAGES.tableRequired;
    if (!out.missing.includes(field.label)) out.missing.push(field.label);
  }
  return rows.length > 0 ? rows : undefined;
}

/**
 * Checks a step's data against its definition and returns only the defined fields, normalised.
 * `today` is 'YYYY-MM-DD' in Europe/Amsterdam (for notInPast); defaults to now. Missing required fields give
 * 'Vereiste velden ontbreken' / 'Vul de volgende velden in: {labels}'; other failures have the first rule's text
 * as title and message. fieldErrors are keyed by field name ('table.row.column' inside tables).
 * `previous`: the step's stored data when a completed step is edited; a date that is unchanged may lie in the past
 * by now (the survey took place), so notInPast applies only to new values.
 * `draft`: the step is saved without being completed; required fields may still be empty, every value given is
 * checked as on completion.
 */
export function validateStepData(
  step: StepDefinition,
  data: Record<string, unknown>,
  opts: { today?: string; previous?: Record<string, unknown>; draft?: boolean } = {},
): StepValidationResult {
  const today = opts.today ?? todayInAmsterdam();
  const out: Collected = { draft: opts.draft ?? false, missing: [], fieldErrors: {} };
  const clean: Record<string, unknown> = {};
  for (const field of step.fields) {
    const raw = data[field.name];
    if (field.type === 'table') {
      if (isEmptyValue(raw)) {
        if (field.required && !out.draft) {
          out.missing.push(field.label);
          out.fieldErrors[field.name] = VALIDATION_MESSAGES.tableRequired;
        }
        continue;
      }
      const rows = checkTable(field, raw, today, out);
      if (rows) clean[field.name] = rows;
      continue;
    }
    if (isEmptyValue(raw)) {
      if (field.required && !out.draft) {
        out.missing.push(field.label);
        out.fieldErrors[field.name] = VALIDATION_MESSAGES.required;
      }
      continue;
    }
    const unchanged = field.notInPast && opts.previous !== undefined && opts.previous[field.name] === raw;
    const check = checkValue(unchanged ? { ...field, notInPast: false } : field, raw, today);
    if (check.ok) clean[field.name] = check.value;
    else out.fieldErrors[field.name] = check.error;
  }
  if (out.missing.length > 0) {
    return {
      ok: false,
      title: WORKFLOW_MESSAGES.requiredTitle,
      message: WORKFLOW_MESSAGES.requiredMessage(out.missing),
      fieldErrors: out.fieldErrors,
    };
  }
  const first = Object.values(out.fieldErrors)[0];
  if (first) return { ok: false, title: first, message: first, fieldErrors: out.fieldErrors };
  return { ok: true, data: clean };
}
