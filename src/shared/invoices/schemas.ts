// Payloads and answers of the invoice API. Amounts are integer cents; VAT is always computed by
// the server (vat.ts), so a client's btwAmount and totalAmount are read as nothing more than a hint and dropped.

import { PAYMENT_METHODS, PAYMENT_STATUSES, TEST_CHECKOUT_OUTCOMES } from '../payments/status';
import { projectIdOrRefParams } from '../projects/schemas';
import { requiredText, text, z } from '../zod';
import { INVOICE_STATUSES } from './status';
import { INVOICE_MESSAGES, INVOICE_FIELD_MESSAGES as M } from './texts';
import { DEFAULT_VAT_RATE, MAX_LINE_CENTS, VAT_RATES } from './vat';

export const MAX_ADDITIONAL_COSTS = 20;

const vatRate = z.literal(VAT_RATES, { error: M.vatRate });

/** One extra-cost line as the form sends it. */
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

/**
 * POST /api/invoices: the draft ('Concept', docs/decisions/0032). It has no number until it is sent, so
 * `invoiceNumber` is null here; the automatic invoice steps send theirs at once.
 */
export const createInvoiceResponse = z.object({
  id: z.string(),
  invoiceNumber: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
});
export type CreateInvoiceResponse = z.infer<typeof createInvoiceResponse>;

/** PATCH /api/invoices/{id}: a draft's extra costs, the whole list (the fee lines come from the fee table). */
export const updateInvoiceBody = z.object({
  additionalCosts: z.array(additionalCostInput).max(MAX_ADDITIONAL_COSTS, { error: M.tooManyLines }),
});
export type UpdateInvoiceBody = z.infer<typeof updateInvoiceBody>;

/** POST /api/invoices/{id}/send: the invoice as sent, with the number it got now. */
export const sendInvoiceResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  id: z.string(),
  invoiceNumber: z.string(),
  sendCount: z.number().int(),
  lastSentAt: z.string().nullable(),
});
export type SendInvoiceResponse = z.infer<typeof sendInvoiceResponse>;

const pricedLine = z.object({
  description: z.string(),
  amountExBtw: z.number().int(),
  /** The same as amountExBtw: one of the spec's views reads `amount`. */
  amount: z.number().int(),
  btwPercentage: z.literal(VAT_RATES),
  btwAmount: z.number().int(),
  totalAmount: z.number().int(),
});

/** An invoice, or a credit note that cancels one (issued by an admin; negative amounts, its own number and PDF). */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The invoice record, every amount in cents. */
export const invoiceRecord = z.object({
  id: z.string(),
  /** Null while the invoice is a draft ('Concept'): it is numbered when sent. */
  invoiceNumber: z.string().nullable(),
  /** The project's reference (AM-2026-00042), as everywhere in the API. */
  projectId: z.string(),
  /** The project's uuid (for links). */
  projectUuid: z.string(),
  projectTitle: z.string(),
  /** The consumer's name as the invoice names them; null once their account is deleted. */
  consumerName: z.string().nullable(),
  kind: z.enum(INVOICE_KINDS),
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
  /** The consumer can start an online payment now: unpaid, sent, not credited, an invoice (not a credit note). */
  payable: z.boolean(),
  /** A credit note: the number of the invoice it cancels. */
  creditNoteOf: z.string().nullable(),
  /** An invoice cancelled by a credit note: that note's id and number. */
  creditedBy: z.object({ id: z.string(), invoiceNumber: z.string() }).nullable(),
});
export type InvoiceRecord = z.infer<typeof invoiceRecord>;

/** POST /api/invoices/{id}/create-payment: where to send the consumer. */
export const createPaymentResponse = z.object({
  success: z.boolean(),
  paymentUrl: z.string(),
  paymentId: z.string(),
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponse>;

/**
 * GET /api/invoices/{id}/payment-status (polled every 5 s after returning from the checkout): the
 * invoice's state and its latest payment as the provider reports it now. `payment` is null before any payment.
 */
export const paymentStatusResponse = z.object({
  invoiceId: z.string(),
  /** Null for a draft (which only who works on the project sees). */
  invoiceNumber: z.string().nullable(),
  invoiceStatus: z.enum(INVOICE_STATUSES),
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  payable: z.boolean(),
  payment: z
    .object({
      id: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      method: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

/** POST /api/invoices/{id}/credit-note (admin): why the invoice is cancelled; printed on the credit note. */
export const createCreditNoteBody = z.object({
  reason: requiredText(M.creditReason, 300),
});
export type CreateCreditNoteBody = z.infer<typeof createCreditNoteBody>;
export const createCreditNoteResponse = z.object({ id: z.string(), invoiceNumber: z.string() });

/**
 * POST /api/payments/webhook: the provider names a payment by its id and nothing more is read (Mollie posts
 * `id=tr_…` form-encoded; JSON `{ "id": … }` is read the same way).
 */
export const paymentWebhookBody = z.object({
  id: text({ error: 'Onbekende betaling' }).trim().min(1, { error: 'Onbekende betaling' }).max(100),
});

/** POST /test-checkout/{paymentId}: the outcome the test checkout page's button chose. */
export const testCheckoutBody = z.object({
  status: z.enum(TEST_CHECKOUT_OUTCOMES, { error: 'Kies een uitkomst' }),
  method: z.enum(PAYMENT_METHODS, { error: 'Kies een betaalmethode' }).default('ideal'),
});
export const testCheckoutParams = z.object({
  paymentId: text().regex(/^tst_[0-9a-f]{24}$/, { error: 'Onbekende betaling' }),
});

/** /api/invoices/{id}/…: the invoice's uuid. */
export const invoiceIdParams = z.object({ id: z.uuid({ error: INVOICE_MESSAGES.notFound }) });

/** GET /api/invoices/project/{projectId}: the project's uuid or reference. */
export const projectInvoiceParams = z.object({ projectId: projectIdOrRefParams.shape.id });

/** GET /api/invoices/project/{projectId}: the project's invoice, or null while there is none. */
export const projectInvoiceResponse = invoiceRecord.nullable();

/** POST /api/invoices/{id}/resend (sendCount). */
export const resendInvoiceResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  sendCount: z.number().int(),
  lastSentAt: z.string().nullable(),
});

/** GET /api/professional/invoices: the professional's own invoices, newest first (X-Total-Count holds the total). */
export const professionalInvoiceList = z.array(invoiceRecord);
