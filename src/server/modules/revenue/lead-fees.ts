// The seam for lead fees (issue 10 §1, spec 002 §9): a professional earns a fixed fee for each lead they brought
// whose project completed, and it is paid out with the monthly payout (docs/decisions/0019).
//
// Leads do not exist yet: until the leads module and its table are built, no professional has earned a lead fee
// and this answers an empty map (0 for everyone). The leads module replaces the body with one grouped read of the
// fees earned in the month (the lead's project completed in it), keyed by professional; nothing else in the revenue
// module changes: the dashboard, the payout's amount due, the export and the chart all read it through here.
import type { DbOrTx } from '../../db/client';

export interface LeadFeesQuery {
  db: DbOrTx;
  year: number;
  month: number;
  /** Only these professionals (the dashboard's rows); all when omitted. */
  professionalIds?: string[];
}

/** Lead fees in cents earned in the month, per professional id; a professional absent from the map earned none. */
export async function leadFeesOf(_query: LeadFeesQuery): Promise<Map<string, number>> {
  return new Map();
}
