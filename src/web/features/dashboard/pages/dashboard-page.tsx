import type { ReactNode } from 'react';

/**
 * The role dashboard as laid out by src/web/app/routes/dashboard-route.tsx: `notices` are banners
 * above it, `children` the role's own dashboard (AdminDashboard, ProfessionalDashboard or ConsumerDashboard).
 */
export function DashboardPage({ notices, children }: { notices?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-(--card-spacing)">
      {notices}
      {children}
    </div>
  );
}
