import { lazyPage } from '@web/lib/lazy-page';
import { lazy, use } from 'react';
import { Route } from 'react-router';
import { CurrentUserContext } from '../current-user';

const VerifyEmailPage = lazyPage(
  () => import('@web/features/auth/pages/verify-email-page'),
  'VerifyEmailPage',
);
const ResetPasswordPage = lazyPage(
  () => import('@web/features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const OptOutPage = lazyPage(() => import('@web/features/leads/pages/opt-out-page'), 'OptOutPage');
const PrivacyPage = lazyPage(() => import('@web/features/legal/pages/privacy-page'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('@web/features/legal/pages/terms-page'), 'TermsPage');
const ContactPage = lazyPage(() => import('@web/features/legal/pages/contact-page'), 'ContactPage');
// The marketing page and the public request forms, for visitors and signed-in users alike.
const MortgageMarketingPage = lazyPage(
  () => import('@web/features/requests/pages/mortgage-marketing-page'),
  'MortgageMarketingPage',
);
const PublicBuyerPage = lazyPage(() => import('@web/features/requests/pages/buyer-pages'), 'PublicBuyerPage');
const PublicSellerPage = lazyPage(
  () => import('@web/features/requests/pages/seller-pages'),
  'PublicSellerPage',
);
const PublicValuationPage = lazyPage(
  () => import('@web/features/requests/pages/valuation-pages'),
  'PublicValuationPage',
);
const PublicSurveyPage = lazyPage(
  () => import('@web/features/requests/pages/survey-pages'),
  'PublicSurveyPage',
);
const PublicMortgageRequestPage = lazyPage(
  () => import('@web/features/requests/pages/mortgage-pages'),
  'PublicMortgageRequestPage',
);
// React's lazy, not lazyPage: this page takes the signed-in user (or null) as a prop.
const PaymentSuccessPage = lazy(() =>
  import('@web/features/invoices/pages/payment-success-page').then((m) => ({
    default: m.PaymentSuccessPage,
  })),
);

/** /payment/success/{invoiceId}: for everybody; who is signed in (or nobody) decides what it may show. */
function PaymentSuccessRoute() {
  return <PaymentSuccessPage user={use(CurrentUserContext)} />;
}

/**
 * Screens that work signed in and signed out: e-mail verification, password reset, the static pages and the
 * payment page.
 * A function returning <Route> elements (not a component), because <Routes> accepts only Route children.
 */
export function publicRoutes() {
  return [
    <Route key="verify-email" path="verify-email" element={<VerifyEmailPage />} />,
    <Route key="reset-password" path="reset-password" element={<ResetPasswordPage />} />,
    <Route key="niet-benaderen" path="niet-benaderen" element={<OptOutPage />} />,
    <Route key="privacy" path="privacy" element={<PrivacyPage />} />,
    <Route key="voorwaarden" path="voorwaarden" element={<TermsPage />} />,
    <Route key="contact-info" path="contact-info" element={<ContactPage />} />,
    <Route key="hypotheekadviseur" path="hypotheekadviseur" element={<MortgageMarketingPage />} />,
    <Route key="aankoopmakelaar" path="aankoopmakelaar" element={<PublicBuyerPage />} />,
    <Route key="verkoopmakelaar" path="verkoopmakelaar" element={<PublicSellerPage />} />,
    <Route key="taxatie" path="taxatie" element={<PublicValuationPage />} />,
    <Route key="bouwkundige" path="bouwkundige" element={<PublicSurveyPage />} />,
    <Route key="hypotheek-adviseur" path="hypotheek-adviseur" element={<PublicMortgageRequestPage />} />,
    // The invoice from the path, or from ?invoice= on the bare path.
    <Route key="payment-success" path="payment/success/:invoiceId?" element={<PaymentSuccessRoute />} />,
  ];
}
