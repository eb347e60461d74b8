import { describe, expect, it } from 'vitest';
import { formatPhone, toE164 } from './phone';

describe('toE164', () => {
  it('takes Dutch numbers however they are typed', () => {
    for (const typed of ['06 12345678', '06-12345678', '0612345678', '+31 6 12345678', '0031 6 1234 5678']) {
      expect(toE164(typed), typed).toBe('+31612345678');
    }
    expect(toE164('(020) 123 45 67')).toBe('+31201234567');
    expect(toE164('085 123 4567')).toBe('+31851234567');
  });

  it('takes international numbers with their country code', () => {
    expect(toE164('+32 470 12 34 56')).toBe('+32470123456');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses dates, letters and numbers of the wrong length', () => {
    for (const typed of [
      '12-03-2024',
      '2024-03-12',
      '01/02/2024',
      'abcdefghij',
      'bel mij',
      '06-CALLME12',
      '0612345678 abc',
      '06123456789',
      '1111111111',
      '',
      '+',
    ]) {
      expect(toE164(typed), typed).toBeNull();
    }
  });
});

describe('formatPhone', () => {
  it('shows Dutch numbers nationally and others internationally', () => {
    expect(formatPhone('+31612345678')).toBe('06 12345678');
    expect(formatPhone('+31201234567')).toBe('020 123 4567');
    expect(formatPhone('+32470123456')).toBe('+32 470 12 34 56');
  });

  it('shows what the check would refuse as it was typed', () => {
    expect(formatPhone('06 1234 567 (werk)')).toBe('06 1234 567 (werk)');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('')).toBe('');
  });
});
