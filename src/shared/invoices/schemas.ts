// Payloads and answers of the invoice API (spec 001 §3, §7). Amounts are integer cents; VAT is always computed by
// the server (vat.ts), so a client's btwAmount and totalAmount are read as nothing more than a hint and dropped.
import { projectIdOrRefParams } from '../projects/schemas';
import { requiredText, z } from '../zod';
import { INVOICE_STATUSES } from './status';
import { INVOICE_TEXTS, INVOICE_FIELD_MESSAGES as M } from './texts';
import { DEFAULT_VAT_RATE, MAX_LINE_CENTS, VAT_RATES } from './vat';

export const MAX_ADDITIONAL_COSTS = 20;

const vatRate = z.literal(VAT_RATES, { error: M.vatRate });

/** One extra-cost line as the form sends it (spec 001 §5). */
export const additionalCostInput = z.object({
  description: requiredText(M.description, 200),
  amountExBtw: z
    .number({ error: M.amount })
    .int({ error: M.amount })
    .min(1, { error: M.amountPositive })
    .max(MAX_LINE_CENTS, { error: M.amountTooLarge }),
  btwPercentage: vatRate.default(DEFAULT_VAT_RATE),
});
export type AdditionalCostInput = z.infer<typeof additionalCostInput>;

/** POST /api/invoices: the project (its uuid or reference) and the extra costs; the fee comes from the fee table. */
export const createInvoiceBody = z.object({
  projectId: projectIdOrRefParams.shape.id,
  additionalCosts: z
    .array(additionalCostInput)
    .max(MAX_ADDITIONAL_COSTS, { error: M.tooManyLines })
    .default([]),
});
export type CreateInvoiceBody = z.infer<typeof createInvoiceBody>;

export const createInvoiceResponse = z.object({ id: z.string(), invoiceNumber: z.string() });

const pricedLine = z.object({
  description: z.string(),
  amountExBtw: z.number().int(),
  /** The same as amountExBtw: one of the spec's views reads `amount`. */
  amount: z.number().int(),
  btwPercentage: z.literal(VAT_RATES),
  btwAmount: z.number().int(),
  totalAmount: z.number().int(),
});

/** The invoice record (spec 001 §3), every amount in cents. */
export const invoiceRecord = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  projectId: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** The fixed fee lines together, ex VAT (fees.ts). */
  honorarium: z.number().int(),
  /** The fixed fee lines themselves (for the buyer's agent: fee and validation). */
  feeLines: z.array(pricedLine),
  additionalCosts: z.array(pricedLine),
  /** Base and VAT per rate, as the invoice prints them. */
  btwByRate: z.array(
    z.object({
      btwPercentage: z.literal(VAT_RATES),
      amountExBtw: z.number().int(),
      btwAmount: z.number().int(),
    }),
  ),
  subtotalExBtw: z.number().int(),
  totalBtw: z.number().int(),
  totalAmount: z.number().int(),
  /** Calendar dates, YYYY-MM-DD. */
  invoiceDate: z.string(),
  dueDate: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  sendCount: z.number().int(),
});
export type InvoiceRecord = z.infer<typeof invoiceRecord>;

/** The short form project lists carry (spec 000 §3, 001 §3): paid or not, and the total including VAT. */
export const invoiceSummary = z.object({
  id: z.string(),
  paymentStatus: z.enum(['paid', 'unpaid']),
  paidAt: z.string().nullable(),
  totalIncBtw: z.number().int(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

/** POST /api/invoices/{id}/create-payment (spec 001 §7). */
export const createPaymentResponse = z.object({
  success: z.boolean(),
  paymentUrl: z.string(),
  paymentId: z.string(),
});

/** /api/invoices/{id}/…: the invoice's uuid. */
export const invoiceIdParams = z.object({ id: z.uuid({ error: INVOICE_TEXTS.notFound }) });

/** GET /api/invoices/project/{projectId}: the project's uuid or reference. */
export const projectInvoiceParams = z.object({ projectId: projectIdOrRefParams.shape.id });

/** GET /api/invoices/project/{projectId}: the project's invoice, or null while there is none. */
export const projectInvoiceResponse = invoiceRecord.nullable();

/** POST /api/invoices/{id}/resend (spec 001 §7: sendCount). */
export const resendInvoiceResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  sendCount: z.number().int(),
  lastSentAt: z.string().nullable(),
});

/** GET /api/professional/invoices: the professional's own invoices, newest first (X-Total-Count holds the total). */
export const professionalInvoiceList = z.array(invoiceRecord);
