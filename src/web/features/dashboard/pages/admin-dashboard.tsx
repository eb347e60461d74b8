import type { AuthUser } from '@shared/auth/schemas';
import { PageHeader } from '@web/components/ui/page-header';
import { BarChart3, MessageSquareText, UserPlus, Users } from 'lucide-react';
import { QuickLink } from '../components/quick-link';
import { PendingSection } from '../components/section-card';

export function AdminDashboard({ user }: { user: AuthUser }) {
  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader
        title="Admin Dashboard"
        description={`Welkom, ${user.firstName}! Hier houdt u overzicht over alle opdrachten, professionals en gebruikers.`}
      />
      <div className="grid gap-(--card-spacing) md:grid-cols-2 xl:grid-cols-4">
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
      <div className="grid gap-(--card-spacing) lg:grid-cols-2">
        <PendingSection title="Opdrachten" description="Totaal, wachtend, in behandeling en afgerond." />
        <PendingSection
          title="Gebruikers"
          description="Totaal, particulieren, professionals en administrators."
        />
      </div>
      <PendingSection
        title="Alle opdrachten"
        description="Doorzoek alle opdrachten en wijs een professional toe aan opdrachten die nog niet zijn toegewezen."
      />
    </div>
  );
}
