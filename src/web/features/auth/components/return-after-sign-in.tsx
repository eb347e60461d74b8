import { RETURN_PARAM, returnTarget } from '@shared/auth/return-path';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';

/**
 * Signing in reloads the sign-in page (/), now signed in: when it carried the page the visitor had asked for
 * (?terug=), the browser goes there, or to the dashboard when that is not a path of this site (decision 0041).
 * Without it, / is the dashboard (`children`).
 */
export function ReturnAfterSignIn({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  if (!params.has(RETURN_PARAM)) return children;
  return <Navigate to={returnTarget(params.get(RETURN_PARAM))} replace />;
}
