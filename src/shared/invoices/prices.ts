// What a service costs, shown before anyone asks for it (the service chooser, the request forms): the total
// including VAT of the fixed lines its invoice starts with (fees.ts), worked out as the invoice works it out
// (vat.ts), so the price shown is the invoice's and no second copy of a number exists.
import { formatCents } from '../format';
import { PROJECT_TYPES, type ProjectType } from '../projects/types';
import { INVOICE_FEES } from './fees';
import { priceLine, totalsOf } from './vat';

/**
 * The services whose price depends on what is asked: the valuation comes in kinds (the extended form's taxation
 * types) and mortgage advice in extents, so the fixed lines are where the invoice starts, shown as 'vanaf'.
 */
const PRICE_DEPENDS_ON_CHOICES: ReadonlySet<ProjectType> = new Set(['taxatie', 'hypotheekadviseur']);

export interface ServicePrice {
  type: ProjectType;
  /** Integer cents including VAT: what the invoice charges for the service without extra costs. */
  cents: number;
  /** The lowest price ('vanaf'): the service has choices the professional may add costs for. */
  lowest: boolean;
}

/** The price of one service: its invoice's fixed lines priced with VAT per line, then added up. */
export function servicePriceOf(type: ProjectType): ServicePrice {
  const { totalAmount } = totalsOf(INVOICE_FEES[type].map(priceLine));
  return { type, cents: totalAmount, lowest: PRICE_DEPENDS_ON_CHOICES.has(type) };
}

/** Every service's price, in the order of the project types. */
export const SERVICE_PRICES: readonly ServicePrice[] = PROJECT_TYPES.map(servicePriceOf);

export const PRICE_MESSAGES = {
  /** '€ 370,20 incl. BTW', or 'vanaf € 544,50 incl. BTW'. */
  price: ({ cents, lowest }: { cents: number; lowest: boolean }) =>
    `${lowest ? 'vanaf ' : ''}${formatCents(cents)} incl. BTW`,
  label: 'Prijs',
} as const;

/** The price as a person reads it, from the shared Dutch money format. */
export const servicePriceText = (type: ProjectType): string => PRICE_MESSAGES.price(servicePriceOf(type));
