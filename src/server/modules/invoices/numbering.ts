// Invoice numbers: gapless per year, given when an invoice or credit note is sent (a draft has none).
import { formatInvoiceNumber } from '@shared/invoices/number';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';

/**
 * The next invoice number of `year`, taken in the caller's transaction: the counter row stays locked until it
 * ends, so numbers are unique under concurrency and across app nodes, and a rolled-back send gives its number
 * back (no gaps).
 */
export async function nextInvoiceNumber(tx: DbOrTx, year: number): Promise<string> {
  const [row] = await selectRows<{ last: number }>(
    tx,
    sql`insert into invoice_number_counters (year, last) values (${year}, 1)
        on conflict (year) do update set last = invoice_number_counters.last + 1 returning last`,
  );
  return formatInvoiceNumber({ year, sequence: Number(row!.last) });
}
