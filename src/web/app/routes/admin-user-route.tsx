import { RecentActivity } from '@web/features/audit/components/recent-activity';
import { AdminUserPage } from '@web/features/users/pages/admin-user-page';
import { useCurrentUser } from '../current-user';

/**
 * /admin/users/{userId}: the admin does not get a delete button for their own account; under the user's projects,
 * their recent audit entries (the audit feature's card).
 */
export function AdminUserRoute() {
  return (
    <AdminUserPage
      currentUserId={useCurrentUser().id}
      activity={(user) => <RecentActivity userId={user.id} userName={user.name} />}
    />
  );
}
