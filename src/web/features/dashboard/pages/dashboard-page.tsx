import type { AuthUser } from '@shared/auth/schemas';
import type { ReactNode } from 'react';
import { AdminDashboard } from './admin-dashboard';
import { ConsumerDashboard } from './consumer-dashboard';
import { ProfessionalDashboard } from './professional-dashboard';

/** The role dashboard (spec 000 §2); `notices` are banners the app puts above it. */
export function DashboardPage({ user, notices }: { user: AuthUser; notices?: ReactNode }) {
  return (
    <div className="space-y-(--card-spacing)">
      {notices}
      {user.role === 'admin' ? (
        <AdminDashboard user={user} />
      ) : user.role === 'professional' ? (
        <ProfessionalDashboard user={user} />
      ) : (
        <ConsumerDashboard user={user} />
      )}
    </div>
  );
}
