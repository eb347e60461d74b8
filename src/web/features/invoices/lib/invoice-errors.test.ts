import type { ErrorBodyCode } from '@shared/errors';
import {
  COMPANY_DETAIL_LABELS,
  INVOICE_CLIENT_ADDRESS_MESSAGES,
  INVOICE_MESSAGES,
  missingCompanyDetailsText,
} from '@shared/invoices/texts';
import { ApiError } from '@web/lib/api-client';
import { describe, expect, it } from 'vitest';
import { invoiceRefusalOf, isMissingClientAddress, isMissingCompanyDetails } from './invoice-errors';

const conflict = (message: string, code?: ErrorBodyCode, status = 409) => {
  const body = { ...(code ? { code } : {}), error: message, message };
  return new ApiError(status, JSON.stringify(body), body);
};
const missingText = missingCompanyDetailsText([COMPANY_DETAIL_LABELS.kvkNummer, COMPANY_DETAIL_LABELS.iban]);

describe('isMissingCompanyDetails', () => {
  it('knows the refusal by its code', () => {
    expect(isMissingCompanyDetails(conflict(missingText, 'INVOICE_COMPANY_DETAILS_MISSING'))).toBe(true);
  });

  it('is false for the other refusals, an answer without the code and network failures', () => {
    expect(isMissingCompanyDetails(conflict(INVOICE_MESSAGES.alreadyExists, 'INVOICE_ALREADY_EXISTS'))).toBe(
      false,
    );
    // The Dutch text alone decides nothing.
    expect(isMissingCompanyDetails(conflict(missingText))).toBe(false);
    expect(isMissingCompanyDetails(conflict(missingText, 'CONFLICT'))).toBe(false);
    expect(isMissingCompanyDetails(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('the client address refusal and invoiceRefusalOf', () => {
  const addressText = INVOICE_CLIENT_ADDRESS_MESSAGES.missing;

  it('knows the missing client address by its code, and offers no company-details link for it', () => {
    const err = conflict(addressText, 'INVOICE_CLIENT_ADDRESS_MISSING');
    expect(isMissingClientAddress(err)).toBe(true);
    expect(isMissingCompanyDetails(err)).toBe(false);
    expect(invoiceRefusalOf(err)).toEqual({ text: addressText, companyDetails: false });
    expect(invoiceRefusalOf(conflict(missingText, 'INVOICE_COMPANY_DETAILS_MISSING'))).toEqual({
      text: missingText,
      companyDetails: true,
    });
  });

  it('is null for other refusals, the text alone and network failures', () => {
    expect(invoiceRefusalOf(conflict(INVOICE_MESSAGES.alreadyExists, 'INVOICE_ALREADY_EXISTS'))).toBeNull();
    expect(invoiceRefusalOf(conflict(addressText))).toBeNull();
    expect(isMissingClientAddress(conflict(addressText, 'CONFLICT'))).toBe(false);
    expect(invoiceRefusalOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
