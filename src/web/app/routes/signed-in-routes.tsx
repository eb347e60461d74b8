// Loaded only once somebody is signed in, so that the shell and its screens stay out of the login page's code.
import { ReturnAfterSignIn } from '@web/features/auth/components/return-after-sign-in';
import { lazyPage } from '@web/lib/lazy-page';
import { Navigate, Route, Routes } from 'react-router';
import { AppShell } from '../shell/app-shell';
import { NotFoundPage } from '../shell/not-found-page';
import { RoleGuard } from '../shell/role-guard';
import { publicRoutes } from './public-routes';

const DashboardRoute = lazyPage(() => import('./dashboard-route'), 'DashboardRoute');
const AssignmentsRoute = lazyPage(() => import('./assignments-route'), 'AssignmentsRoute');
const NewRequestPage = lazyPage(
  () => import('@web/features/requests/pages/new-request-page'),
  'NewRequestPage',
);
const ProjectRoute = lazyPage(() => import('./project-route'), 'ProjectRoute');
const DocumentsRoute = lazyPage(() => import('./project-tools-routes'), 'DocumentsRoute');
const ContactRoute = lazyPage(() => import('./project-tools-routes'), 'ContactRoute');
const ManualRoute = lazyPage(() => import('./manual-route'), 'ManualRoute');
const ProfileRoute = lazyPage(() => import('./profile-route'), 'ProfileRoute');
const AdminUserRoute = lazyPage(() => import('./admin-user-route'), 'AdminUserRoute');
const BuyerFormPage = lazyPage(() => import('@web/features/requests/pages/buyer-pages'), 'BuyerFormPage');
const SellerFormPage = lazyPage(() => import('@web/features/requests/pages/seller-pages'), 'SellerFormPage');
const ValuationFormPage = lazyPage(
  () => import('@web/features/requests/pages/valuation-pages'),
  'ValuationFormPage',
);
const MortgageFormPage = lazyPage(
  () => import('@web/features/requests/pages/mortgage-pages'),
  'MortgageFormPage',
);
const SurveyFormPage = lazyPage(() => import('@web/features/requests/pages/survey-pages'), 'SurveyFormPage');
const SustainabilityFormPage = lazyPage(
  () => import('@web/features/requests/pages/sustainability-page'),
  'SustainabilityFormPage',
);
const EnergyLabelFormPage = lazyPage(
  () => import('@web/features/requests/pages/energy-label-page'),
  'EnergyLabelFormPage',
);
const UsersPage = lazyPage(() => import('@web/features/users/pages/users-page'), 'UsersPage');
const RevenueRoute = lazyPage(() => import('./revenue-route'), 'RevenueRoute');
const AuditRoute = lazyPage(() => import('./audit-route'), 'AuditRoute');
const CreateProfessionalPage = lazyPage(
  () => import('@web/features/users/pages/create-professional-page'),
  'CreateProfessionalPage',
);
const FeedbackPage = lazyPage(() => import('@web/features/feedback/pages/feedback-page'), 'FeedbackPage');
const LeadFeePage = lazyPage(() => import('@web/features/leads/pages/lead-fee-page'), 'LeadFeePage');
const ProfessionalInvoicesRoute = lazyPage(() => import('./payouts-routes'), 'ProfessionalInvoicesRoute');
const ProfessionalPayoutRoute = lazyPage(() => import('./payouts-routes'), 'ProfessionalPayoutRoute');
const AdminPayoutsRoute = lazyPage(() => import('./payouts-routes'), 'AdminPayoutsRoute');
const AdminPayoutRoute = lazyPage(() => import('./payouts-routes'), 'AdminPayoutRoute');

export default function SignedInRoutes() {
  return (
    <Routes>
      {publicRoutes()}
      {/* The signed-out screens have nothing to offer a signed-in user. */}
      <Route path="registreren" element={<Navigate to="/dashboard" replace />} />
      <Route path="wachtwoord-vergeten" element={<Navigate to="/dashboard" replace />} />
      <Route element={<AppShell />}>
        <Route
          index
          element={
            <ReturnAfterSignIn>
              <DashboardRoute />
            </ReturnAfterSignIn>
          }
        />
        <Route path="dashboard" element={<DashboardRoute />} />
        <Route path="opdrachten" element={<AssignmentsRoute />} />
        <Route path="nieuwe-opdracht" element={<NewRequestPage />} />
        <Route path="project/:id" element={<ProjectRoute />} />
        <Route path="documents" element={<DocumentsRoute />} />
        <Route path="contact" element={<ContactRoute />} />
        <Route path="handleiding" element={<ManualRoute />} />
        <Route path="profiel" element={<ProfileRoute />} />
        <Route path="form/aankoopmakelaar" element={<BuyerFormPage />} />
        <Route path="form/verkoopmakelaar" element={<SellerFormPage />} />
        <Route path="form/taxatie" element={<ValuationFormPage />} />
        <Route path="form/hypotheekadviseur" element={<MortgageFormPage />} />
        <Route path="form/bouwkundige" element={<SurveyFormPage />} />
        <Route path="form/verduurzaming" element={<SustainabilityFormPage />} />
        <Route path="form/energielabel" element={<EnergyLabelFormPage />} />
        <Route path="energielabel" element={<EnergyLabelFormPage />} />
        <Route element={<RoleGuard roles={['admin']} />}>
          {['gebruikers', 'admin/users', 'users'].map((path) => (
            <Route key={path} path={path} element={<UsersPage />} />
          ))}
          <Route path="admin/users/:userId" element={<AdminUserRoute />} />
          <Route path="admin/revenue" element={<RevenueRoute />} />
          <Route path="admin/payouts" element={<AdminPayoutsRoute />} />
          <Route path="admin/payouts/:id" element={<AdminPayoutRoute />} />
          <Route path="admin/create-professional" element={<CreateProfessionalPage />} />
          <Route path="admin/feedback" element={<FeedbackPage />} />
          <Route path="admin/audit" element={<AuditRoute />} />
        </Route>
        <Route element={<RoleGuard roles={['professional']} />}>
          <Route path="professional/leadvergoeding" element={<LeadFeePage />} />
          <Route path="professional/invoices" element={<ProfessionalInvoicesRoute />} />
          <Route path="professional/payouts/:id" element={<ProfessionalPayoutRoute />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
