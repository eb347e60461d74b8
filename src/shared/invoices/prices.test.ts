// The prices shown before a request are the invoice's own: the fixed lines with their VAT, per service. That they
// equal what the invoice builder charges is checked against real invoices in
// src/server/modules/invoices/prices.test.ts.
import { describe, expect, it } from 'vitest';
import { PROJECT_TYPES } from '../projects/types';
import { INVOICE_FEES } from './fees';
import { PRICE_MESSAGES, SERVICE_PRICES, servicePriceOf, servicePriceText } from './prices';
import { priceLine } from './vat';

describe('servicePriceOf', () => {
  it('is the buyer’s agent invoice’s €370,20: €314,60 fee and €55,60 validation, VAT per line', () => {
    expect(servicePriceOf('aankoopmakelaar')).toEqual({
      type: 'aankoopmakelaar',
      cents: 37_020,
      lowest: false,
    });
  });

  it.each(PROJECT_TYPES)('%s: the fixed lines including their VAT', (type) => {
    const sum = INVOICE_FEES[type].reduce((total, line) => total + priceLine(line).totalAmount, 0);
    expect(servicePriceOf(type).cents).toBe(sum);
  });

  it('knows the price of every service, in the order of the project types', () => {
    expect(SERVICE_PRICES.map((p) => p.type)).toEqual([...PROJECT_TYPES]);
  });

  it('says vanaf where the price depends on choices: the valuation and mortgage advice', () => {
    expect(SERVICE_PRICES.filter((p) => p.lowest).map((p) => p.type)).toEqual([
      'hypotheekadviseur',
      'taxatie',
    ]);
  });
});

describe('servicePriceText', () => {
  it('reads the price in the shared Dutch money format', () => {
    expect(servicePriceText('aankoopmakelaar')).toBe('€\u00a0370,20 incl. BTW');
    expect(servicePriceText('taxatie')).toBe('vanaf €\u00a0544,50 incl. BTW');
    expect(servicePriceText('verkoopmakelaar')).toBe('€\u00a03.630,00 incl. BTW');
    expect(PRICE_MESSAGES.price({ cents: 181_500, lowest: true })).toBe('vanaf €\u00a01.815,00 incl. BTW');
  });
});
