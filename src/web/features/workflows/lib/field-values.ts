// Form values of a step and how completed values read: one place for every field type.
import { formatCents, formatDateTime } from '@shared/format';
import { isEmptyValue, type StepField, type StepTableColumn } from '@shared/workflows';

export type StepValues = Record<string, unknown>;
export type TableRow = Record<string, unknown>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const TIME = /^(\d{2}):(\d{2})/;

/** A new, empty row of a table field. */
export function emptyRow(columns: readonly StepTableColumn[]): TableRow {
  return Object.fromEntries(columns.map((c) => [c.name, c.type === 'currency' ? null : '']));
}

/** The value an input of this type starts with, from what the step stored (or nothing). */
function inputValue(type: StepField['type'] | StepTableColumn['type'], stored: unknown): unknown {
  if (type === 'currency') {
    if (typeof stored === 'number') return stored;
    if (typeof stored === 'string' && stored.trim() !== '' && Number.isFinite(Number(stored)))
      return Number(stored);
    return null;
  }
  if (stored === undefined || stored === null) return '';
  if (type === 'yesno') {
    if (stored === true) return 'ja';
    if (stored === false) return 'nee';
    return String(stored).toLowerCase();
  }
  if (type === 'datetime' && typeof stored === 'string') {
    const local = LOCAL_DATETIME.exec(stored);
    if (local) return `${local[1]}-${local[2]}-${local[3]}T${local[4]}:${local[5]}`;
    const d = new Date(stored);
    if (!Number.isNaN(d.getTime())) {
      // An instant: show it in the browser's (Dutch) local time, as a datetime-local input expects.
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    }
  }
  if (type === 'date' && typeof stored === 'string') return stored.slice(0, 10);
  if (type === 'time' && typeof stored === 'string') return stored.slice(0, 5);
  return typeof stored === 'string' ? stored : String(stored);
}

/** The form's starting values: what the step holds, every field present. */
export function initialValues(fields: readonly StepField[], stored: StepValues): StepValues {
  const values: StepValues = {};
  for (const field of fields) {
    const raw = stored[field.name];
    if (field.type === 'table') {
      const columns = field.columns ?? [];
      const rows = Array.isArray(raw) ? (raw as unknown[]) : [];
      values[field.name] = rows
        .filter((r): r is TableRow => typeof r === 'object' && r !== null)
        .map((r) => Object.fromEntries(columns.map((c) => [c.name, inputValue(c.type, r[c.name])])));
    } else {
      values[field.name] = inputValue(field.type, raw);
    }
  }
  return values;
}

const numberFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/** How a stored value reads on the page (dates dd-MM-yyyy, money in euros, yes/no as Ja/Nee). */
export function formatValue(
  field: Pick<StepField, 'type' | 'options'> | Pick<StepTableColumn, 'type'>,
  value: unknown,
): string {
  if (isEmptyValue(value)) return '—';
  switch (field.type) {
    case 'currency': {
      const cents = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(cents) ? formatCents(cents) : String(value);
    }
    case 'yesno': {
      const v = String(value).toLowerCase();
      if (value === true || v === 'ja' || v === 'true') return 'Ja';
      if (value === false || v === 'nee' || v === 'false') return 'Nee';
      return String(value);
    }
    case 'date': {
      const m = DATE.exec(String(value).slice(0, 10));
      return m ? `${m[3]}-${m[2]}-${m[1]}` : String(value);
    }
    case 'time': {
      const m = TIME.exec(String(value));
      return m ? `${m[1]}:${m[2]}` : String(value);
    }
    case 'datetime': {
      const s = String(value);
      const m = LOCAL_DATETIME.exec(s);
      if (m) return `${m[3]}-${m[2]}-${m[1]} ${m[4]}:${m[5]}`;
      const d = new Date(s);
      return Number.isNaN(d.getTime()) ? s : formatDateTime(d);
    }
    case 'number': {
      const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
      return Number.isFinite(n) ? numberFormat.format(n) : String(value);
    }
    case 'select': {
      const options = 'options' in field ? field.options : undefined;
      return options?.find((o) => o.value === value)?.label ?? String(value);
    }
    default:
      return String(value);
  }
}

/** The description of a select's chosen option, if it has one. */
export function optionDescription(field: StepField, value: unknown): string | undefined {
  return field.options?.find((o) => o.value === value)?.description;
}
