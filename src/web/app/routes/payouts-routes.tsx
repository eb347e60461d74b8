// The payout screens, composed here because they join features: the admin's list filters on the professionals'
// directory (projects feature), and the professional's payouts sit on the invoices page (invoices feature).

import { displayName } from '@shared/users/display-name';
import { ProfessionalInvoicesPage } from '@web/features/invoices/pages/professional-invoices-page';
import { ProfessionalPayouts } from '@web/features/payouts/components/professional-payouts';
import { AdminPayoutsPage } from '@web/features/payouts/pages/admin-payouts-page';
import { PayoutStatementPage } from '@web/features/payouts/pages/payout-statement-page';
import { useProfessionals } from '@web/features/projects/api/get-professionals';

/** /admin/payouts */
export function AdminPayoutsRoute() {
  const professionals = useProfessionals('');
  return (
    <AdminPayoutsPage professionals={professionals.data?.map((p) => ({ id: p.id, name: displayName(p) }))} />
  );
}

/** /admin/payouts/{id} */
export function AdminPayoutRoute() {
  return <PayoutStatementPage audience="admin" />;
}

/** /professional/payouts/{id} */
export function ProfessionalPayoutRoute() {
  return <PayoutStatementPage audience="professional" />;
}

/** /professional/invoices: the invoices, then the payouts. */
export function ProfessionalInvoicesRoute() {
  return <ProfessionalInvoicesPage after={<ProfessionalPayouts />} />;
}
