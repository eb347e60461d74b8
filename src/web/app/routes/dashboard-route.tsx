import { VerificationCelebration } from '@web/features/auth/components/verification-celebration';
import { VerifyEmailBanner } from '@web/features/auth/components/verify-email-banner';
import { DashboardPage } from '@web/features/dashboard/pages/dashboard-page';
import { useCurrentUser } from '../current-user';

/** / and /dashboard: the role dashboard with the verification notices from the auth feature above it. */
export function DashboardRoute() {
  const user = useCurrentUser();
  return (
    <DashboardPage
      user={user}
      notices={
        <>
          <VerificationCelebration />
          <VerifyEmailBanner user={user} />
        </>
      }
    />
  );
}
