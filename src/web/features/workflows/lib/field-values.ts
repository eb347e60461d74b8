// Form values of a step and how completed values read: one place for every field type.
import { displayStepValue, isEmptyValue, type StepField, type StepTableColumn } from '@shared/workflows';

export type StepValues = Record<string, unknown>;
export type TableRow = Record<string, unknown>;

const LOCAL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

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
  // Written the Dutch way, as the check reads it back: 1.234 shown as '1.234' would read as twelve hundred.
  if (type === 'number' && typeof stored === 'number') return String(stored).replace('.', ',');
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

/**
 * How a stored value reads on the page: the shared display rules (dd-MM-yyyy, dd-MM-yyyy HH:mm, euros, Ja/Nee, the
 * option's label), '—' for nothing.
 */
export function formatValue(
  field: Pick<StepField, 'type' | 'options'> | StepTableColumn,
  value: unknown,
): string {
  if (isEmptyValue(value)) return '—';
  return displayStepValue(field, value) || '—';
}

/** The description of a select's chosen option, if it has one. */
export function optionDescription(field: StepField, value: unknown): string | undefined {
  return field.options?.find((o) => o.value === value)?.description;
}
