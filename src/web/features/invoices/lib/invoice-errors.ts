// Reading the server's invoice refusals: which one it is decides what the screen offers next.
import { hasErrorCode } from '@web/lib/api-client';

/** Where a professional completes the company details an invoice prints (an anchor /profiel has). */
export const COMPANY_DETAILS_HREF = '/profiel#bedrijfsgegevens';

/** The professional's profile lacks company details the invoice must print (the server's text names them). */
export function isMissingCompanyDetails(error: unknown): boolean {
  return hasErrorCode(error, 'INVOICE_COMPANY_DETAILS_MISSING');
}
