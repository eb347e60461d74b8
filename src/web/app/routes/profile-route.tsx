import { ProfilePage } from '@web/features/profile/pages/profile-page';
import { useCurrentUser } from '../current-user';

/** /profiel with the signed-in user (the acting user while an admin views as someone else). */
export function ProfileRoute() {
  return <ProfilePage user={useCurrentUser()} />;
}
