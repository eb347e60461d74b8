import type { StepField } from '@shared/workflows';
import { describe, expect, it } from 'vitest';
import { formatValue, initialValues } from './field-values';

describe('formatValue', () => {
  it('reads every type the Dutch way', () => {
    expect(formatValue({ type: 'date' }, '2026-12-01')).toBe('01-12-2026');
    expect(formatValue({ type: 'datetime' }, '2026-12-01T14:30')).toBe('01-12-2026 14:30');
    expect(formatValue({ type: 'time' }, '09:15')).toBe('09:15');
    expect(formatValue({ type: 'currency' }, 35_000_000)).toBe('€ 350.000');
    expect(formatValue({ type: 'yesno' }, 'ja')).toBe('Ja');
    expect(formatValue({ type: 'yesno' }, 'nee')).toBe('Nee');
    expect(formatValue({ type: 'select', options: [{ value: 'goed', label: 'Goed' }] }, 'goed')).toBe('Goed');
    expect(formatValue({ type: 'number' }, 1234.5)).toBe('1.234,5');
    expect(formatValue({ type: 'text' }, '')).toBe('—');
  });
});

describe('initialValues', () => {
  it('fills every field and keeps table rows to their columns', () => {
    const fields: StepField[] = [
      { name: 'datum', label: 'Datum', type: 'date' },
      { name: 'bod', label: 'Bod', type: 'currency' },
      {
        name: 'rijen',
        label: 'Rijen',
        type: 'table',
        columns: [
          { name: 'object', label: 'Object', type: 'text' },
          { name: 'bod', label: 'Bod', type: 'currency' },
        ],
      },
    ];
    expect(
      initialValues(fields, {
        datum: '2026-12-01T00:00:00.000Z',
        rijen: [{ object: 'A', bod: '100', extra: 1 }],
      }),
    ).toEqual({ datum: '2026-12-01', bod: null, rijen: [{ object: 'A', bod: 100 }] });
  });
});
