import { AdminUserPage } from '@web/features/users/pages/admin-user-page';
import { useCurrentUser } from '../current-user';

/** /admin/users/{userId}: the admin does not get a delete button for their own account. */
export function AdminUserRoute() {
  return <AdminUserPage currentUserId={useCurrentUser().id} />;
}
