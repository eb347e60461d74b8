// Invoices (docs/decisions/0015, 0016, 0032), one file per concern: who an invoice is from and to and how it is paid
// (parties.ts), its number (numbering.ts), its PDF and file (files.ts), making, editing, previewing and sending it
// (issue.ts), reading it (reads.ts), its rows (rows.ts), its status (status-changes.ts), the credit notes
// (credit-notes.ts), the admin's recorded transfer (transfer.ts) and the overdue job (overdue.ts). What the modules
// above use is named here, so they need not know the files.
export { openInvoicePdf, removingStoredOnFailure, storePdf } from './files';
export { createDraft, createInvoice, issueInvoice, resendInvoice, sendDraft, sendInvoice } from './issue';
export { nextInvoiceNumber } from './numbering';
export { type CollectConfig, currentParties, paymentRouteOf } from './parties';
export { invoiceRecordFor, professionalInvoices, projectInvoice } from './reads';
export { invoiceFor, moneyOf } from './rows';
