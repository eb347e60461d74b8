import type { UserCounts } from '@shared/users/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Briefcase, ShieldCheck, UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Admin dashboard: users in total and per role; each number opens /gebruikers. The users feature fetches the
 * counts (the app passes its query in), so both screens share one query and one definition of it.
 */
export function UserCountsCard({ counts }: { counts: UseQueryResult<UserCounts> }) {
  const c = counts.data;
  const items = c
    ? [
        { label: 'Totaal', value: c.total, icon: Users, tone: 'bg-primary/10 text-primary' },
        { label: 'Consumenten', value: c.consumer, icon: UserRound, tone: 'bg-blue-100 text-blue-800' },
        {
          label: 'Professionals',
          value: c.professional,
          icon: Briefcase,
          tone: 'bg-orange-100 text-orange-800',
        },
        {
          label: 'Administrators',
          value: c.admin,
          icon: ShieldCheck,
          tone: 'bg-emerald-100 text-emerald-800',
        },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Gebruikers</CardTitle>
        <CardDescription>
          Alle accounts per rol.{' '}
          <Link to="/gebruikers" className="font-medium text-primary hover:underline">
            Naar gebruikersbeheer
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {counts.isPending ? (
          <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner className="text-primary" /> Laden...
          </div>
        ) : counts.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Fout bij laden van de aantallen.
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {items.map(({ label, value, icon: Icon, tone }) => (
              <div key={label} className="rounded-lg border border-border bg-surface p-3">
                <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
                  <span className={`flex size-6 items-center justify-center rounded-md ${tone}`}>
                    <Icon className="size-3.5" aria-hidden />
                  </span>
                  {label}
                </dt>
                <dd className="mt-2 text-2xl font-semibold tabular-nums text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
