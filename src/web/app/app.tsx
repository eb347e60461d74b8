import { QueryClientProvider } from '@tanstack/react-query';
import { FullPageSpinner } from '@web/components/ui/spinner';
import { Toaster } from '@web/components/ui/toaster';
import { useUser } from '@web/features/auth/api/get-user';
import { createQueryClient } from '@web/lib/query-client';
import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { CurrentUserContext } from './current-user';
import { RouteErrorBoundary } from './route-error';
import { SignedOutRoutes } from './routes/signed-out-routes';

const queryClient = createQueryClient();

// The signed-in tree, with the shell, is a separate chunk that loads only after sign-in.
const SignedInRoutes = lazy(() => import('./routes/signed-in-routes'));
// An admin who must set up two-factor sign-in first sees only that (REQUIRE_2FA_ADMIN, decision 0025).
const TwoFactorRequiredPage = lazy(async () => ({
  default: (await import('@web/features/auth/pages/two-factor-required-page')).TwoFactorRequiredPage,
}));

/**
 * Two route trees: one for visitors, one for signed-in users (the same paths mean different
 * screens). React Router's declarative mode: its data router would add about 17 KB gzipped to the login page,
 * and data loading is TanStack Query's job here.
 */
function AuthenticatedApp() {
  const user = useUser();
  // Undecided while the first answer is pending; a failed call (server unreachable) counts as signed out.
  if (user.isPending) return <FullPageSpinner text="Laden..." />;
  return (
    <CurrentUserContext value={user.data ?? null}>
      <RouteErrorBoundary>
        <Suspense fallback={<FullPageSpinner text="Laden..." />}>
          {!user.data ? (
            <SignedOutRoutes />
          ) : user.data.twoFactorSetupRequired ? (
            <TwoFactorRequiredPage user={user.data} />
          ) : (
            <SignedInRoutes />
          )}
        </Suspense>
      </RouteErrorBoundary>
    </CurrentUserContext>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthenticatedApp />
      </BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
