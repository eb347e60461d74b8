import { VerificationCelebration } from '@web/features/auth/components/verification-celebration';
import { VerifyEmailBanner } from '@web/features/auth/components/verify-email-banner';
import { AdminDashboard } from '@web/features/dashboard/pages/admin-dashboard';
import { ConsumerDashboard } from '@web/features/dashboard/pages/consumer-dashboard';
import { DashboardPage } from '@web/features/dashboard/pages/dashboard-page';
import { ProfessionalDashboard } from '@web/features/dashboard/pages/professional-dashboard';
import { AdminProjectsTable } from '@web/features/projects/components/admin-projects-table';
import { ConsumerProjectsTable } from '@web/features/projects/components/consumer-projects-table';
import { ProfessionalProjectsTable } from '@web/features/projects/components/professional-projects-table';
import {
  AdminProjectCounts,
  ProfessionalProjectStatistics,
} from '@web/features/projects/components/project-counts';
import { useCurrentUser } from '../current-user';

/**
 * / and /dashboard: the role dashboard (features/dashboard) with the verification notices of the auth feature
 * above it and the assignment sections of the projects feature inside it.
 */
export function DashboardRoute() {
  const user = useCurrentUser();
  return (
    <DashboardPage
      notices={
        <>
          <VerificationCelebration />
          <VerifyEmailBanner user={user} />
        </>
      }
    >
      {user.role === 'admin' ? (
        <AdminDashboard
          user={user}
          projectCounts={<AdminProjectCounts />}
          projects={<AdminProjectsTable />}
        />
      ) : user.role === 'professional' ? (
        <ProfessionalDashboard
          user={user}
          statistics={<ProfessionalProjectStatistics />}
          projects={<ProfessionalProjectsTable />}
        />
      ) : (
        <ConsumerDashboard user={user} projects={<ConsumerProjectsTable />} />
      )}
    </DashboardPage>
  );
}
