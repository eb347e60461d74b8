import type { AuthUser } from '@shared/auth/schemas';
import { Button } from '@web/components/ui/button';
import { LogOut } from 'lucide-react';
import { useLogout } from '../api/logout';
import { AuthCard, AuthLayout } from '../components/auth-layout';
import { TwoFactorEnrolment } from '../components/two-factor-enrolment';

/**
 * What an admin sees on every address while two-factor sign-in is required of admins and not yet on for them
 * (REQUIRE_2FA_ADMIN, decision 0025): the server refuses everything else, so the screen offers only setting it up
 * and signing out. Once the recovery codes are saved the current user is asked again and the portal opens.
 */
export function TwoFactorRequiredPage({ user }: { user: AuthUser }) {
  const logout = useLogout();
  return (
    <AuthLayout>
      <AuthCard
        title="Tweestapsverificatie instellen"
        description={`Als beheerder logt u in met een tweede stap. Stel deze eerst in voor ${user.email}; daarna gaat u verder naar het portaal.`}
      >
        <TwoFactorEnrolment email={user.email} />
        <div className="mt-6 border-t border-border pt-4">
          <Button
            variant="ghost"
            className="-ml-3"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOut aria-hidden /> Afmelden
          </Button>
        </div>
      </AuthCard>
    </AuthLayout>
  );
}
