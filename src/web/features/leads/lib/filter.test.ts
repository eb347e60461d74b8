import { describe, expect, it } from 'vitest';
import { countPerFilter, filterLeads, isLeadFilter } from './filter';

const leads = [
  { leadId: 'LD-1A2B3C4D', clientName: 'Jan de Vries', status: 'open', payoutStatus: 'pending' },
  { leadId: 'LD-5E6F7A8B', clientName: 'Özlem Yılmaz', status: 'completed', payoutStatus: 'pending' },
  { leadId: 'LD-9C0D1E2F', clientName: 'Anna de Jong', status: 'completed', payoutStatus: 'paid' },
] as const;
const ids = (list: readonly { leadId: string }[]) => list.map((l) => l.leadId);

describe('lead filters and search', () => {
  it('filters on all, open, completed (paid out or not) and paid out', () => {
    expect(ids(filterLeads(leads, 'alle', ''))).toEqual(['LD-1A2B3C4D', 'LD-5E6F7A8B', 'LD-9C0D1E2F']);
    expect(ids(filterLeads(leads, 'open', ''))).toEqual(['LD-1A2B3C4D']);
    expect(ids(filterLeads(leads, 'voltooid', ''))).toEqual(['LD-5E6F7A8B', 'LD-9C0D1E2F']);
    expect(ids(filterLeads(leads, 'uitbetaald', ''))).toEqual(['LD-9C0D1E2F']);
    expect(countPerFilter(leads)).toEqual({ alle: 3, open: 1, voltooid: 2, uitbetaald: 1 });
  });

  it('searches the client name or the lead id, case-insensitive, and combines with the filter', () => {
    expect(ids(filterLeads(leads, 'alle', '  DE '))).toEqual(['LD-1A2B3C4D', 'LD-9C0D1E2F']);
    expect(ids(filterLeads(leads, 'alle', 'ld-5e6f'))).toEqual(['LD-5E6F7A8B']);
    expect(ids(filterLeads(leads, 'alle', 'özlem'))).toEqual(['LD-5E6F7A8B']);
    expect(ids(filterLeads(leads, 'open', 'anna'))).toEqual([]);
    expect(ids(filterLeads(leads, 'voltooid', 'anna'))).toEqual(['LD-9C0D1E2F']);
  });

  it('knows its own filter names only', () => {
    expect(isLeadFilter('voltooid')).toBe(true);
    expect(isLeadFilter('completed')).toBe(false);
    expect(isLeadFilter(null)).toBe(false);
  });
});
