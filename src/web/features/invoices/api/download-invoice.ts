/**
 * GET /api/invoices/{id}/download: the stored PDF as an attachment ('Factuur 2026-000123.pdf'), the very document
 * that was mailed; a plain link downloads it. /pdf answers the same file inline, for viewing in the browser.
 */
export function invoiceDownloadUrl(invoiceId: string): string {
  return `/api/invoices/${encodeURIComponent(invoiceId)}/download`;
}

export function invoicePdfUrl(invoiceId: string): string {
  return `/api/invoices/${encodeURIComponent(invoiceId)}/pdf`;
}

/**
 * GET /api/invoices/{id}/preview: a draft's PDF as it would be sent today, marked 'CONCEPT', rendered on the fly and
 * shown inline (who works on the project only).
 */
export function invoicePreviewUrl(invoiceId: string): string {
  return `/api/invoices/${encodeURIComponent(invoiceId)}/preview`;
}
