import type { AuthUser } from '@shared/auth/schemas';
import { UpcomingAppointments } from '@web/features/appointments/components/upcoming-appointments';
import { DemoAccountsAlert } from '@web/features/auth/components/demo-accounts-alert';
import { VerificationCelebration } from '@web/features/auth/components/verification-celebration';
import { VerifyEmailBanner } from '@web/features/auth/components/verify-email-banner';
import { ProfessionalProfileCard } from '@web/features/dashboard/components/professional-profile-card';
import { UserCountsCard } from '@web/features/dashboard/components/user-counts-card';
import { AdminDashboard } from '@web/features/dashboard/pages/admin-dashboard';
import { ConsumerDashboard } from '@web/features/dashboard/pages/consumer-dashboard';
import { DashboardPage } from '@web/features/dashboard/pages/dashboard-page';
import { ProfessionalDashboard } from '@web/features/dashboard/pages/professional-dashboard';
import { MyDocumentRequestsCard } from '@web/features/document-requests/components/my-document-requests-card';
import { InvoicePayCell } from '@web/features/invoices/components/invoice-pay-cell';
import { useProfessionalProfile } from '@web/features/profile/api/get-professional-profile';
import { AdminProjectsTable } from '@web/features/projects/components/admin-projects-table';
import { ConsumerProjectsTable } from '@web/features/projects/components/consumer-projects-table';
import { ProfessionalProjectsTable } from '@web/features/projects/components/professional-projects-table';
import {
  AdminProjectCounts,
  ProfessionalProjectStatistics,
} from '@web/features/projects/components/project-counts';
import { useUserCounts } from '@web/features/users/api/get-user-counts';
import { useCurrentUser } from '../current-user';

/**
 * / and /dashboard: the role dashboard (features/dashboard) with the verification notices of the auth feature
 * above it (for admins also the warning about demo accounts with the published password), the assignment sections of the projects feature inside it, and the dashboard's cards fed by the
 * users and profile features' queries (features do not import each other); the consumer's table gets the invoices
 * feature's pay cell.
 */
export function DashboardRoute() {
  const user = useCurrentUser();
  return (
    <DashboardPage
      notices={
        <>
          <VerificationCelebration />
          <VerifyEmailBanner user={user} />
          {user.role === 'admin' && <DemoAccountsAlert />}
        </>
      }
    >
      {user.role === 'admin' ? (
        <AdminDashboard
          user={user}
          projectCounts={<AdminProjectCounts />}
          userCounts={<AdminUserCounts />}
          projects={
            <>
              <UpcomingAppointments />
              <AdminProjectsTable />
            </>
          }
        />
      ) : user.role === 'professional' ? (
        <ProfessionalDashboard
          user={user}
          statistics={<ProfessionalProjectStatistics />}
          projects={
            <>
              <UpcomingAppointments />
              <ProfessionalProjectsTable />
            </>
          }
          profile={<ProfessionalProfile user={user} />}
        />
      ) : (
        <ConsumerDashboard
          user={user}
          documentRequests={<MyDocumentRequestsCard />}
          projects={
            <>
              <UpcomingAppointments />
              <ConsumerProjectsTable
                invoiceCell={(project) => <InvoicePayCell invoice={project.invoice} />}
              />
            </>
          }
        />
      )}
    </DashboardPage>
  );
}

/** The user counts of the users feature (/gebruikers uses the same query) on the admin dashboard. */
function AdminUserCounts() {
  return <UserCountsCard counts={useUserCounts()} />;
}

/** The profile feature's profile (the one /profiel edits) on the professional dashboard. */
function ProfessionalProfile({ user }: { user: AuthUser }) {
  return <ProfessionalProfileCard user={user} profile={useProfessionalProfile()} />;
}
