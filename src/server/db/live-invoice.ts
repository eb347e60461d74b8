/**
 * A project's live invoice, as SQL over the alias `inv`: not a credit note, not one a credit note cancelled. It is
 * the condition of the unique index invoices_project_key, so at most one row per project matches, found through
 * that index. The project lists show it in short and the invoices module acts on it.
 */
export const LIVE_INVOICE = 'inv.credit_note_of is null and inv.credited_at is null';
