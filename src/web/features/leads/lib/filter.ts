// The lead list's filters (all, pending (open), completed, paid) as the page names them in its
// address; the server filters and searches (GET /api/leads/my-leads?status=&q=), and the fee summary counts them.

import type { FeeSummary } from '@shared/leads/schemas';
import { LEAD_LIST_FILTERS, type LeadListFilter } from '@shared/leads/schemas';

export const LEAD_FILTERS = LEAD_LIST_FILTERS;
export type LeadFilter = LeadListFilter;

export const LEAD_FILTER_LABELS: Record<LeadFilter, string> = {
  alle: 'Alle',
  open: 'Open',
  voltooid: 'Voltooid',
  uitbetaald: 'Uitbetaald',
};

export const isLeadFilter = (value: string | null): value is LeadFilter =>
  (LEAD_FILTERS as readonly (string | null)[]).includes(value);

/**
 * How many leads each filter shows (before the search), from the fee summary: 'voltooid' is every completed lead,
 * paid out or not; 'uitbetaald' only those whose month was paid out.
 */
export function countsOf(
  summary: Pick<FeeSummary, 'totalLeads' | 'pendingLeads' | 'completedLeads' | 'paidOutLeads'>,
): Record<LeadFilter, number> {
  return {
    alle: summary.totalLeads,
    open: summary.pendingLeads,
    voltooid: summary.completedLeads,
    uitbetaald: summary.paidOutLeads,
  };
}
