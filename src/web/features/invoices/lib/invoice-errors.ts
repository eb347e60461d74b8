// Reading the server's invoice refusals: which one it is decides what the screen offers next.
import { errorText, hasErrorCode } from '@web/lib/api-client';

/** Where a professional completes the company details an invoice prints (an anchor /profiel has). */
export const COMPANY_DETAILS_HREF = '/profiel#bedrijfsgegevens';

/** The professional's profile lacks company details the invoice must print (the server's text names them). */
export function isMissingCompanyDetails(error: unknown): boolean {
  return hasErrorCode(error, 'INVOICE_COMPANY_DETAILS_MISSING');
}

/** The client has no complete address for the invoice: neither the request nor their profile names one. */
export function isMissingClientAddress(error: unknown): boolean {
  return hasErrorCode(error, 'INVOICE_CLIENT_ADDRESS_MISSING');
}

/** A refusal the invoice panels explain in place: the server's text, and whether the company details fix it. */
export interface InvoiceRefusal {
  text: string;
  companyDetails: boolean;
}

/** The refusal to show beside the invoice form (missing company details or client address), else null. */
export function invoiceRefusalOf(error: unknown): InvoiceRefusal | null {
  if (isMissingCompanyDetails(error)) return { text: errorText(error), companyDetails: true };
  if (isMissingClientAddress(error)) return { text: errorText(error), companyDetails: false };
  return null;
}
