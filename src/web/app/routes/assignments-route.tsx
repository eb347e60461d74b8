import { InvoicePayCell } from '@web/features/invoices/components/invoice-pay-cell';
import { AssignmentsPage } from '@web/features/projects/pages/assignments-page';
import { useCurrentUser } from '../current-user';

/** /opdrachten: the assignments list of the signed-in user's role; a consumer's has the invoices feature's pay cell. */
export function AssignmentsRoute() {
  const user = useCurrentUser();
  return (
    <AssignmentsPage
      role={user.role}
      invoiceCell={
        user.role === 'consumer' ? (project) => <InvoicePayCell invoice={project.invoice} /> : undefined
      }
    />
  );
}
