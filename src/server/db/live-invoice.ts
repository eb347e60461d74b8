/**
 * A project's live invoice, as SQL over the alias `inv`: sent (a draft is not shown to the consumer nor counted
 * yet; decision 0032), not a credit note, not one a credit note cancelled. Its condition implies that of the unique
 * index invoices_project_key (one live or draft invoice per project), so at most one row per project matches, found
 * through that index. The project lists show it in short and the invoices module acts on it.
 */
export const LIVE_INVOICE = `inv.credit_note_of is null and inv.credited_at is null and inv.status <> 'draft'`;

/** The project's invoice being made or sent: LIVE_INVOICE, drafts included (the condition of invoices_project_key). */
export const CURRENT_INVOICE = 'inv.credit_note_of is null and inv.credited_at is null';
