import { describe, expect, it } from 'vitest';
import { formatEuroInput, parseEuroInput } from './euro-input';

describe('parseEuroInput', () => {
  it('reads the Dutch decimal comma and thousands dots into cents', () => {
    expect(parseEuroInput('12,50')).toBe(1_250);
    expect(parseEuroInput('12,5')).toBe(1_250);
    expect(parseEuroInput('12,05')).toBe(1_205);
    expect(parseEuroInput('€ 1.250,00')).toBe(125_000);
    expect(parseEuroInput('1.250')).toBe(125_000);
    expect(parseEuroInput('1.250.000')).toBe(125_000_000);
    expect(parseEuroInput('75')).toBe(7_500);
    expect(parseEuroInput(',99')).toBe(99);
    expect(parseEuroInput('12,')).toBe(1_200);
  });

  it('reads a lone dot before one or two digits as a decimal sign', () => {
    expect(parseEuroInput('12.5')).toBe(1_250);
    expect(parseEuroInput('12.50')).toBe(1_250);
  });

  it('is undefined for nothing and NaN for what is no amount', () => {
    expect(parseEuroInput('')).toBeUndefined();
    expect(parseEuroInput('  € ')).toBeUndefined();
    for (const bad of ['abc', '1,2,3', '12.3456', '1.25,00', ',', '-5', '12a'])
      expect(parseEuroInput(bad)).toBeNaN();
  });

  it('leaves a third decimal as a fraction of a cent (the schema refuses it)', () => {
    expect(Number.isInteger(parseEuroInput('12,345'))).toBe(false);
  });
});

describe('formatEuroInput', () => {
  it('shows cents with a comma and thousands dots', () => {
    expect(formatEuroInput(1_250)).toBe('12,50');
    expect(formatEuroInput(125_000_000)).toBe('1.250.000,00');
    expect(formatEuroInput(5)).toBe('0,05');
    expect(formatEuroInput(undefined)).toBe('');
    expect(formatEuroInput(Number.NaN)).toBe('');
  });
});
