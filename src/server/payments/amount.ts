// Mollie writes an amount as a currency and a string with exactly two decimals ({ currency: 'EUR', value: '123.45' });
// we keep integer cents. Both ways are exact: no floating point in between.

export interface MollieAmount {
  currency: string;
  value: string;
}

/** 12345 → { currency: 'EUR', value: '123.45' }; -5 → '-0.05' (a refund's sign, never a payment's). */
export function centsToAmount(cents: number): MollieAmount {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not whole cents: ${cents}`);
  const magnitude = Math.abs(cents);
  const value = `${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
  return { currency: 'EUR', value: cents < 0 ? `-${value}` : value };
}

const VALUE = /^(-?)(\d+)\.(\d{2})$/;

/** { currency: 'EUR', value: '123.45' } → 12345. Anything but euros with two decimals is refused, not guessed at. */
export function amountToCents(amount: MollieAmount): number {
  if (amount.currency !== 'EUR') throw new RangeError(`not euros: ${amount.currency}`);
  const match = VALUE.exec(amount.value);
  if (!match) throw new RangeError(`not an amount with two decimals: ${amount.value}`);
  const [, sign, euros, cents] = match as unknown as [string, string, string, string];
  const total = Number(euros) * 100 + Number(cents);
  if (!Number.isSafeInteger(total)) throw new RangeError(`amount too large: ${amount.value}`);
  return sign && total !== 0 ? -total : total;
}
