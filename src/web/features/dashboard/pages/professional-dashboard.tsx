import type { AuthUser } from '@shared/auth/schemas';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { Coins, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The professional dashboard; statistics and the assigned table come from the projects feature through the app,
 * the profile (a ProfessionalProfileCard) with the profile feature's query.
 */
export function ProfessionalDashboard({
  user,
  statistics,
  projects,
  profile,
}: {
  user: AuthUser;
  statistics: ReactNode;
  projects: ReactNode;
  profile: ReactNode;
}) {
  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader
        title="Werkoverzicht"
        description={`Welkom, ${user.firstName}! Hier vindt u de opdrachten die aan u zijn toegewezen.`}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/professional/invoices">
                <FileText aria-hidden />
                Facturen
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/professional/leadvergoeding">
                <Coins aria-hidden />
                Leadvergoeding
              </Link>
            </Button>
          </>
        }
      />
      {statistics}
      {/* The table needs the full width for its action buttons; the profile card sits beside it only on wide screens. */}
      <div className="grid gap-(--card-spacing) 2xl:grid-cols-3">
        <div className="min-w-0 2xl:col-span-2">{projects}</div>
        {profile}
      </div>
    </div>
  );
}
