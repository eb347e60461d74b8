import { AssignmentsPage } from '@web/features/projects/pages/assignments-page';
import { useCurrentUser } from '../current-user';

/** /opdrachten: the assignments list of the signed-in user's role. */
export function AssignmentsRoute() {
  const user = useCurrentUser();
  return <AssignmentsPage role={user.role} />;
}
