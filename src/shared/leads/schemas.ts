// Payloads and answers of the leads API (docs/decisions/0021). Amounts in cents.
import { HOUSE_NUMBER_HINT, HOUSE_NUMBER_REGEX } from '../requests/constants';
import { optionalNumber } from '../requests/numbers';
import { pagingQuery, text, z } from '../zod';
import { LEAD_PAYOUT_STATUSES, LEAD_SERVICE_TYPES, LEAD_STATUSES } from './fees';
import { LEAD_MESSAGES as T } from './texts';

const required = (message: string, max = 200) =>
  text({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Maximaal ${max} tekens` });
const optional = (max = 200) =>
  text()
    .trim()
    .max(max, { error: `Maximaal ${max} tekens` })
    .optional();

/** POST /api/leads/create. The taxatie extras and the buying/selling extras are kept only for those services. */
export const createLeadBody = z.object({
  serviceType: z.enum(LEAD_SERVICE_TYPES, { error: T.serviceType }),
  clientName: required(T.clientName, 200),
  clientDetails: optional(2000),
  email: text({ error: T.email })
    .trim()
    .toLowerCase()
    .max(254, { error: 'Maximaal 254 tekens' })
    .pipe(z.email({ error: T.email })),
  contactnummer: required(T.contactnummer, 30),
  postcode: required(T.postcode, 10),
  huisnummer: required(T.huisnummer, 20).regex(HOUSE_NUMBER_REGEX, { error: HOUSE_NUMBER_HINT }),
  huisletter: optional(10),
  straat: required(T.straat, 200),
  plaats: required(T.plaats, 100),
  opmerkingen: optional(5000),
  // Optional, but a number when given: the professional reads them as the request's.
  bouwjaar: optionalNumber('buildYear', 10),
  oppervlakte: optionalNumber('area', 20),
  soortPand: optional(100),
  budget: optional(50),
  gewensteAfspraak: optional(100),
});
export type CreateLeadBody = z.input<typeof createLeadBody>;
export type CreateLeadInput = z.output<typeof createLeadBody>;

export const lead = z.object({
  id: z.string(),
  leadId: z.string(),
  serviceType: z.enum(LEAD_SERVICE_TYPES),
  clientName: z.string(),
  clientDetails: z.string().nullable(),
  postcode: z.string(),
  huisnummer: z.string(),
  huisletter: z.string().nullable(),
  straat: z.string(),
  plaats: z.string(),
  contactnummer: z.string(),
  email: z.string(),
  opmerkingen: z.string().nullable(),
  extras: z.record(z.string(), z.string()),
  status: z.enum(LEAD_STATUSES),
  payoutStatus: z.enum(LEAD_PAYOUT_STATUSES),
  feeAmount: z.number().int(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Lead = z.infer<typeof lead>;

export const myLeadsResponse = z.array(lead);

/**
 * The list's filters, the values the page keeps in its address: every lead, open ones, completed
 * ones (paid out or not), and completed ones whose month has been paid out.
 */
export const LEAD_LIST_FILTERS = ['alle', 'open', 'voltooid', 'uitbetaald'] as const;
export type LeadListFilter = (typeof LEAD_LIST_FILTERS)[number];

/**
 * GET /api/leads/my-leads: ?page=&pageSize= (default 1 and 50, at most 100; the total of the filtered list in
 * X-Total-Count), ?status= one of LEAD_LIST_FILTERS (default alle), ?q= the client's name or the lead id, contains,
 * case-insensitive.
 */
export const myLeadsQuery = pagingQuery.extend({
  status: z.enum(LEAD_LIST_FILTERS, { error: 'Onbekend filter' }).optional(),
  q: text().trim().max(100, { error: 'Maximaal 100 tekens' }).optional(),
});
export type MyLeadsQuery = z.infer<typeof myLeadsQuery>;

export const createLeadResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  existingUser: z.boolean(),
  lead,
});
export type CreateLeadResponse = z.infer<typeof createLeadResponse>;

/**
 * GET /api/leads/fee-summary: cents and counts from the professional's own leads. The spec's six fields, and
 * paidOutLeads (completed leads whose month has been paid out), so the four filters of the list each have their
 * count: alle totalLeads, open pendingLeads, voltooid completedLeads, uitbetaald paidOutLeads.
 */
export const feeSummaryResponse = z.object({
  totalEarned: z.number().int(),
  pendingAmount: z.number().int(),
  thisMonthEarnings: z.number().int(),
  totalLeads: z.number().int(),
  completedLeads: z.number().int(),
  pendingLeads: z.number().int(),
  paidOutLeads: z.number().int(),
});
export type FeeSummary = z.infer<typeof feeSummaryResponse>;

/**
 * The opt-out link's token, posted by the public page (decision 0042): to see whose referral it is, and to confirm.
 * Posted rather than put in an API address, as the password-reset link's check is.
 */
export const optOutBody = z.object({
  token: text({ error: 'Link ontbreekt' }).trim().min(1, { error: 'Link ontbreekt' }).max(200, {
    error: 'Maximaal 200 tekens',
  }),
});
export type OptOutBody = z.infer<typeof optOutBody>;

/** A usable link: who referred the client, and for what. */
export const optOutStatusResponse = z.object({
  /** 'Piet Bakker van Bakker Makelaardij', or the name alone when no company is known. */
  referrer: z.string(),
  /** 'aankoopmakelaar aanvraag' */
  service: z.string(),
});
export type OptOutStatus = z.infer<typeof optOutStatusResponse>;

export const optOutResponse = z.object({ success: z.literal(true), message: z.string() });
