import { lazyPage } from '@web/lib/lazy-page';
import { Route } from 'react-router';

const VerifyEmailPage = lazyPage(
  () => import('@web/features/auth/pages/verify-email-page'),
  'VerifyEmailPage',
);
const ResetPasswordPage = lazyPage(
  () => import('@web/features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const PrivacyPage = lazyPage(() => import('@web/features/legal/pages/privacy-page'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('@web/features/legal/pages/terms-page'), 'TermsPage');
const ContactPage = lazyPage(() => import('@web/features/legal/pages/contact-page'), 'ContactPage');

/**
 * Screens that work signed in and signed out: e-mail verification, password reset and the static pages.
 * A function returning <Route> elements (not a component), because <Routes> accepts only Route children.
 */
export function publicRoutes() {
  return [
    <Route key="verify-email" path="verify-email" element={<VerifyEmailPage />} />,
    <Route key="reset-password" path="reset-password" element={<ResetPasswordPage />} />,
    <Route key="privacy" path="privacy" element={<PrivacyPage />} />,
    <Route key="voorwaarden" path="voorwaarden" element={<TermsPage />} />,
    <Route key="contact-info" path="contact-info" element={<ContactPage />} />,
  ];
}
