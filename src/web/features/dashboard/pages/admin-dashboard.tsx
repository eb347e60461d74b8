import type { AuthUser } from '@shared/auth/schemas';
import { PageHeader } from '@web/components/ui/page-header';
import { BarChart3, MessageSquareText, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { QuickLink } from '../components/quick-link';

/**
 * The admin dashboard; the assignment counts and table come from the projects feature through the app, the
 * user counts (a UserCountsCard) with the users feature's query.
 */
export function AdminDashboard({
  user,
  projectCounts,
  userCounts,
  projects,
}: {
  user: AuthUser;
  projectCounts: ReactNode;
  userCounts: ReactNode;
  projects: ReactNode;
}) {
  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader
        title="Beheeroverzicht"
        description={`Welkom, ${user.firstName}! Hier houdt u overzicht over alle opdrachten, professionals en gebruikers.`}
      />
      <div className="grid gap-(--card-spacing) 2xl:grid-cols-2">
        {projectCounts}
        {userCounts}
      </div>
      {projects}
      <div className="grid grid-tiles gap-(--card-spacing)">
        <QuickLink
          to="/gebruikers"
          icon={Users}
          title="Gebruikers"
          description="Zoeken, bekijken en beheren"
        />
        <QuickLink to="/admin/revenue" icon={BarChart3} title="Omzet" description="Omzet en uitbetalingen" />
        <QuickLink
          to="/admin/create-professional"
          icon={UserPlus}
          title="Professional aanmaken"
          description="Een nieuwe professional toevoegen"
        />
        <QuickLink
          to="/admin/feedback"
          icon={MessageSquareText}
          title="Feedback"
          description="Wat gebruikers ons laten weten"
        />
      </div>
    </div>
  );
}
