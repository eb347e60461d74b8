// Lead fees, in cents, defined once: what a professional earns when a client they brought as a lead
// has their project completed. Verduurzaming has no fee in the spec, so it is not offered as a lead service
// (docs/decisions/0021-leads.md).
import type { ProjectType } from '../projects/types';

export const LEAD_FEES_CENTS = {
  aankoopmakelaar: 5_000,
  verkoopmakelaar: 7_500,
  taxatie: 2_500,
  bouwkundige: 4_000,
  hypotheekadviseur: 6_000,
  energielabel: 2_000,
} as const satisfies Partial<Record<ProjectType, number>>;

export type LeadServiceType = keyof typeof LEAD_FEES_CENTS;
export const LEAD_SERVICE_TYPES = Object.keys(LEAD_FEES_CENTS) as [LeadServiceType, ...LeadServiceType[]];

/** Objected: the client used the link in their first mail to say they do not want to be contacted (decision 0042). */
export const LEAD_STATUSES = ['open', 'completed', 'objected'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * A lead's fee as ledger entries (docs/decisions/0031): earned (+fee) when its project completes, reversed (−fee)
 * when a fee already paid out is taken back because the project was cancelled or its invoice credited.
 */
export const LEAD_FEE_ENTRY_KINDS = ['earned', 'reversed'] as const;
export type LeadFeeEntryKind = (typeof LEAD_FEE_ENTRY_KINDS)[number];

/** Paid once the lead's earned fee is in a payout statement; otherwise in progress. */
export const LEAD_PAYOUT_STATUSES = ['paid', 'pending'] as const;
export type LeadPayoutStatus = (typeof LEAD_PAYOUT_STATUSES)[number];
