// Read-only display of step data (the consumer's view of a completed step, the overview): nl-NL formats
// (dd-MM-yyyy, dd-MM-yyyy HH:mm), euros for currency, Ja/Nee, the option's label.
import { formatCurrencyInput } from './currency';
import type { StepStatus } from './schemas';
import type { StepField, StepTableColumn } from './types';

export const STEP_STATUS_LABELS: Record<StepStatus, string> = {
  pending: 'Nog niet gestart',
  active: 'Actief',
  completed: 'Voltooid',
};

const dutchDate = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
};

/**
 * One stored value as text: '15-06-2026', '15-06-2026 10:30', '€ 425.000', 'Ja', the option's label; '' when empty.
 * Tables and reports are not text: a table reads as its row count, a report as 'PDF-rapport'.
 */
export function displayStepValue(
  field: Pick<StepField, 'type' | 'options'> | StepTableColumn,
  value: unknown,
): string {
  if (value === undefined || value === null || value === '') return '';
  switch (field.type) {
    case 'date':
      return typeof value === 'string' ? dutchDate(value) : String(value);
    case 'datetime': {
      if (typeof value !== 'string') return String(value);
      const [date = '', time = ''] = value.split('T');
      return `${dutchDate(date)} ${time}`.trim();
    }
    case 'currency':
      return typeof value === 'number' ? formatCurrencyInput(value) : String(value);
    case 'yesno':
      return value === 'ja' ? 'Ja' : value === 'nee' ? 'Nee' : String(value);
    case 'select': {
      const options = 'options' in field ? field.options : undefined;
      return options?.find((o) => o.value === value)?.label ?? String(value);
    }
    case 'number':
      return typeof value === 'number' ? value.toLocaleString('nl-NL') : String(value);
    case 'table':
      return Array.isArray(value) ? `${value.length} ${value.length === 1 ? 'rij' : 'rijen'}` : '';
    case 'pdf':
      return 'PDF-rapport';
    default:
      return String(value);
  }
}
