// Reading the server's invoice refusals: which one it is decides what the screen offers next.
import { missingCompanyDetailsText } from '@shared/invoices/texts';
import { ApiError, errorText } from '@web/lib/api-client';

/** Where a professional completes the company details an invoice prints (an anchor /profiel has). */
export const COMPANY_DETAILS_HREF = '/profiel#bedrijfsgegevens';

// The 409 names the missing details after this fixed opening ('… er ontbreekt: KVK-nummer, IBAN').
const MISSING_DETAILS_OPENING = missingCompanyDetailsText([]).trimEnd();

/** 409: the professional's profile lacks company details (the text names them). */
export function isMissingCompanyDetails(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    errorText(error, '').startsWith(MISSING_DETAILS_OPENING)
  );
}
