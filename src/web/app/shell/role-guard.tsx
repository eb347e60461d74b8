import type { Role } from '@shared/users/roles';
import { Card, CardContent } from '@web/components/ui/card';
import { ShieldAlert } from 'lucide-react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../current-user';

/** Hides screens from roles that may not use them; the server refuses their data as well. */
export function RoleGuard({ roles }: { roles: readonly Role[] }) {
  const user = useCurrentUser();
  if (roles.includes(user.role)) return <Outlet />;
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <ShieldAlert className="size-10 text-destructive" aria-hidden />
        <h1 className="text-xl font-semibold">Toegang geweigerd</h1>
        <p className="text-sm text-muted-foreground">U heeft geen toestemming om deze pagina te bekijken.</p>
      </CardContent>
    </Card>
  );
}
