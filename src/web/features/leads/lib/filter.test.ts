import { describe, expect, it } from 'vitest';
import { countsOf, isLeadFilter } from './filter';

describe('lead filters', () => {
  it('counts each filter from the fee summary: voltooid is every completed lead, uitbetaald the paid-out ones', () => {
    expect(countsOf({ totalLeads: 5, pendingLeads: 3, completedLeads: 2, paidOutLeads: 1 })).toEqual({
      alle: 5,
      open: 3,
      voltooid: 2,
      uitbetaald: 1,
    });
  });

  it('knows its own filter names only', () => {
    expect(isLeadFilter('voltooid')).toBe(true);
    expect(isLeadFilter('completed')).toBe(false);
    expect(isLeadFilter(null)).toBe(false);
  });
});
