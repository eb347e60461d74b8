// The lead list's filters (spec 002 §2, §9: all, pending (open), completed, paid) and its search (client name or
// lead id, case-insensitive), applied in the browser to the professional's own leads.
import type { Lead } from '@shared/leads/schemas';

export const LEAD_FILTERS = ['alle', 'open', 'voltooid', 'uitbetaald'] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number];

export const LEAD_FILTER_LABELS: Record<LeadFilter, string> = {
  alle: 'Alle',
  open: 'Open',
  voltooid: 'Voltooid',
  uitbetaald: 'Uitbetaald',
};

export const isLeadFilter = (value: string | null): value is LeadFilter =>
  (LEAD_FILTERS as readonly (string | null)[]).includes(value);

/** 'voltooid' is every completed lead, paid out or not; 'uitbetaald' only those whose month was paid out. */
export function matchesFilter(lead: Pick<Lead, 'status' | 'payoutStatus'>, filter: LeadFilter): boolean {
  switch (filter) {
    case 'alle':
      return true;
    case 'open':
      return lead.status === 'open';
    case 'voltooid':
      return lead.status === 'completed';
    case 'uitbetaald':
      return lead.status === 'completed' && lead.payoutStatus === 'paid';
  }
}

/** Case-insensitive, on the client's name or the lead id ('ld-1a2b' finds LD-1A2B3C4D); blank matches all. */
export function matchesSearch(lead: Pick<Lead, 'clientName' | 'leadId'>, search: string): boolean {
  const q = search.trim().toLocaleLowerCase('nl-NL');
  if (q === '') return true;
  return (
    lead.clientName.toLocaleLowerCase('nl-NL').includes(q) ||
    lead.leadId.toLocaleLowerCase('nl-NL').includes(q)
  );
}

export function filterLeads<L extends Pick<Lead, 'status' | 'payoutStatus' | 'clientName' | 'leadId'>>(
  leads: readonly L[],
  filter: LeadFilter,
  search: string,
): L[] {
  return leads.filter((l) => matchesFilter(l, filter) && matchesSearch(l, search));
}

/** How many leads each filter shows (before the search), for the filter buttons. */
export function countPerFilter(
  leads: readonly Pick<Lead, 'status' | 'payoutStatus'>[],
): Record<LeadFilter, number> {
  const counts: Record<LeadFilter, number> = { alle: 0, open: 0, voltooid: 0, uitbetaald: 0 };
  for (const lead of leads) for (const f of LEAD_FILTERS) if (matchesFilter(lead, f)) counts[f] += 1;
  return counts;
}
