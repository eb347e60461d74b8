// What the payments ask of an invoice's life (docs/decisions/0029): the invoice hooks run these in the transaction
// of the change.
import { invoiceHooks } from '../invoices/hooks';
import { cancelPaymentsOfCredited } from './credited';

/** Subscribes the payments to the invoice hooks; buildApp calls it once (a second call changes nothing). */
export function subscribePayments(): void {
  invoiceHooks.credited.subscribe(cancelPaymentsOfCredited);
  // An invoice recorded paid by bank transfer has nothing left to pay online: its open payment is canceled the same way.
  invoiceHooks.paidByTransfer.subscribe(cancelPaymentsOfCredited);
}
