import { COMPANY_DETAIL_LABELS, INVOICE_TEXTS, missingCompanyDetailsText } from '@shared/invoices/texts';
import { ApiError } from '@web/lib/api-client';
import { describe, expect, it } from 'vitest';
import { isMissingCompanyDetails } from './invoice-errors';

const conflict = (message: string, status = 409) =>
  new ApiError(status, JSON.stringify({ error: message, message }), { error: message, message });

describe('isMissingCompanyDetails', () => {
  it('knows the 409 that names missing company details', () => {
    const text = missingCompanyDetailsText([COMPANY_DETAIL_LABELS.kvkNummer, COMPANY_DETAIL_LABELS.iban]);
    expect(isMissingCompanyDetails(conflict(text))).toBe(true);
  });

  it('is false for the other refusals, other statuses and network failures', () => {
    expect(isMissingCompanyDetails(conflict(INVOICE_TEXTS.alreadyExists))).toBe(false);
    expect(isMissingCompanyDetails(conflict(missingCompanyDetailsText(['IBAN']), 400))).toBe(false);
    expect(isMissingCompanyDetails(new TypeError('Failed to fetch'))).toBe(false);
  });
});
