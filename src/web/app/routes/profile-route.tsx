import { CalendarLinkCard } from '@web/features/appointments/components/calendar-link-card';
import { TwoFactorCard } from '@web/features/auth/components/two-factor-card';
import { ProfilePage } from '@web/features/profile/pages/profile-page';
import { useCurrentUser } from '../current-user';

/**
 * /profiel with the signed-in user (the acting user while an admin views as someone else), and the auth feature's
 * two-factor sign-in card among its cards.
 */
export function ProfileRoute() {
  const user = useCurrentUser();
  return (
    <ProfilePage
      user={user}
      security={
        <>
          <TwoFactorCard user={user} />
          <CalendarLinkCard />
        </>
      }
    />
  );
}
