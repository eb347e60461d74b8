import { signInPathFor } from '@shared/auth/return-path';
import { Navigate, useLocation } from 'react-router';

/**
 * A signed-out visitor on a page that needs an account (a link from a mail, a bookmark): to the sign-in page,
 * which carries the page along, so that signing in leads back to it (decision 0041).
 */
export function SignInFirst() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={signInPathFor(`${pathname}${search}${hash}`)} replace />;
}
