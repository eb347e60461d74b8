import { LoginPage } from '@web/features/auth/pages/login-page';
import { lazyPage } from '@web/lib/lazy-page';
import { Route, Routes } from 'react-router';
import { publicRoutes } from './public-routes';

const RegisterPage = lazyPage(() => import('@web/features/auth/pages/register-page'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('@web/features/auth/pages/forgot-password-page'),
  'ForgotPasswordPage',
);

/**
 * Signed-out visitors: the login page at / and at every unknown path (so a deep link still
 * opens after signing in, because login reloads the page), registration and the password pages.
 */
export function SignedOutRoutes() {
  return (
    <Routes>
      {publicRoutes()}
      <Route index element={<LoginPage />} />
      <Route path="registreren" element={<RegisterPage />} />
      <Route path="wachtwoord-vergeten" element={<ForgotPasswordPage />} />
      <Route path="*" element={<LoginPage />} />
    </Routes>
  );
}
