// The invoice as project lists carry it: its own file, since the project schemas import it and the invoice schemas
// import the project schemas.
import { z } from '../zod';
import { INVOICE_STATUSES } from './status';

/**
 * The short form project lists carry (id, paymentStatus, paidAt, totalIncBtw), plus the
 * number, the status and whether it can be paid now, so a list can show 'Betaald' with the date or the pay button.
 */
export const invoiceSummary = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  status: z.enum(INVOICE_STATUSES),
  paymentStatus: z.enum(['paid', 'unpaid']),
  paidAt: z.string().nullable(),
  totalIncBtw: z.number().int(),
  payable: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;
