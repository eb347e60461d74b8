import { SignInFirst } from '@web/features/auth/components/sign-in-first';
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
 * Signed-out visitors: the login page at /, registration and the password pages. Any other path is a page that
 * needs an account: to the login page carrying that path, so that signing in leads back to it (decision 0041).
 */
export function SignedOutRoutes() {
  return (
    <Routes>
      {publicRoutes()}
      <Route index element={<LoginPage />} />
      <Route path="registreren" element={<RegisterPage />} />
      <Route path="wachtwoord-vergeten" element={<ForgotPasswordPage />} />
      <Route path="*" element={<SignInFirst />} />
    </Routes>
  );
}
