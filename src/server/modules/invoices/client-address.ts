// Who an invoice is addressed to and when the work was delivered (docs/decisions/0033). A Dutch invoice names the
// client's own address: the one the request gives for the client (read by the one address reader the project page
// uses), else the home address on the client's profile; with neither complete the invoice is refused, naming what is
// missing, since an invoice without the client's address is not one we may send. The home a seller's or valuation
// request is about is the subject of the work, not where the client lives: it is printed under 'Betreft'. The supply
// date ('Leverdatum') is when the work was done, not when the invoice was made.
import { dutchDate } from '@shared/invoices/terms';
import { INVOICE_CLIENT_ADDRESS_MESSAGES } from '@shared/invoices/texts';
import {
  addressLines,
  completeClientAddress,
  isCompleteAddress,
  propertyAddressLine,
  type RequestAddress,
} from '@shared/requests/address';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { conflict } from '../../lib/errors';

export interface InvoiceClientAddress {
  /** The lines under the client's name: street and number, postcode and place. */
  addressLines: string[];
  /** Where the address came from: the request's form data or the client's profile. */
  source: 'request' | 'profile';
  /** The home the work was about when the request names one apart from the client's address; else null. */
  propertyLine: string | null;
}

interface ClientRow {
  formData: Record<string, unknown> | null;
  straat: string | null;
  huisnummer: string | null;
  huisletter: string | null;
  postcode: string | null;
  plaats: string | null;
}

const trimmed = (v: string | null) => (v ?? '').trim();

/** The profile's home address in the request reader's shape. */
const profileAddressOf = (row: ClientRow): RequestAddress => ({
  street: trimmed(row.straat),
  houseNumber: trimmed(row.huisnummer),
  houseLetter: trimmed(row.huisletter),
  postcode: trimmed(row.postcode),
  city: trimmed(row.plaats),
});

/**
 * The address the project's invoice goes to: the request's own client address when complete (the buyer's current
 * home, the mortgage request's current address, the address of the survey, energy-label and sustainability forms),
 * else the consumer's profile address when complete; else a 409 (INVOICE_CLIENT_ADDRESS_MISSING) in Dutch.
 */
export async function invoiceClientAddress(tx: DbOrTx, projectId: string): Promise<InvoiceClientAddress> {
  const [row] = await selectRows<ClientRow>(
    tx,
    sql`select p.form_data as "formData", c.straat, c.huisnummer, c.huisletter, c.postcode, c.plaats
        from projects p join users c on c.id = p.consumer_id
        where p.id = ${projectId}`,
  );
  const fromRequest = row ? completeClientAddress(row.formData) : null;
  const fromProfile = row ? profileAddressOf(row) : null;
  const [address, source] = fromRequest
    ? [fromRequest, 'request' as const]
    : fromProfile && isCompleteAddress(fromProfile)
      ? [fromProfile, 'profile' as const]
      : [null, null];
  if (!address || !source)
    throw conflict(INVOICE_CLIENT_ADDRESS_MESSAGES.missing).withCode('INVOICE_CLIENT_ADDRESS_MISSING');
  return { addressLines: addressLines(address), source, propertyLine: propertyAddressLine(row?.formData) };
}

/** What the invoice is for, with the home the work was about when the invoice goes elsewhere. */
export const withPropertyLine = (description: string, client: InvoiceClientAddress): string =>
  client.propertyLine ? `${description}, ${client.propertyLine}` : description;

/**
 * The supply date ('Leverdatum', YYYY-MM-DD in the Netherlands): when the project was completed; for an invoice made
 * before that (the workflows ask for the invoice before the last step completes), when its last completed workflow
 * step was completed; with neither, the invoice date. Never after the invoice date.
 */
export async function invoiceSupplyDate(tx: DbOrTx, projectId: string, issueDate: string): Promise<string> {
  const [row] = await selectRows<{ completedAt: Date | string | null; lastStepAt: Date | string | null }>(
    tx,
    sql`select case when p.status = 'completed' then p.completed_at end as "completedAt",
          (select max(s.completed_at) from project_steps s
            where s.project_id = p.id and s.status = 'completed') as "lastStepAt"
        from projects p where p.id = ${projectId}`,
  );
  const at = row?.completedAt ?? row?.lastStepAt;
  if (!at) return issueDate;
  const supplied = dutchDate(new Date(at));
  return supplied < issueDate ? supplied : issueDate;
}
