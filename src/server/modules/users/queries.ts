import { type SQL, sql } from 'drizzle-orm';

export interface InvoiceFigures {
  paid_invoices: number;
  ex_btw: number | string;
  incl_btw: number | string;
}

/**
 * The admin user detail's invoice figures of one party (`column`: professional_id or consumer_id), in one pass on
 * invoices_professional_created_idx or invoices_consumer_created_idx, the credited invoice by its primary key.
 * What was paid and stays paid: the paid invoices plus the credit notes (negative) of paid invoices, which give
 * the money back; a credit note of an unpaid invoice cancels nothing that was counted. Sums in cents.
 */
export const invoiceFiguresSql = (column: SQL, userId: string): SQL =>
  sql`select count(*) filter (where i.credit_note_of is null and i.credited_at is null)::int as paid_invoices,
        coalesce(sum(i.subtotal_ex_btw), 0)::bigint as ex_btw,
        coalesce(sum(i.total_amount), 0)::bigint as incl_btw
      from invoices i
      left join invoices o on o.id = i.credit_note_of
      where i.${column} = ${userId}
        and (case when i.credit_note_of is null then i.status = 'paid' else o.status = 'paid' end)`;
