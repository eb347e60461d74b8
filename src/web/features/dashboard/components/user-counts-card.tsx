import { ROLE_PLURAL_LABELS } from '@shared/users/roles';
import type { UserCounts } from '@shared/users/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { CountsCard } from '@web/components/ui/counts-card';
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
        {
          label: ROLE_PLURAL_LABELS.consumer,
          value: c.consumer,
          icon: UserRound,
          tone: 'bg-blue-100 text-blue-800',
        },
        {
          label: ROLE_PLURAL_LABELS.professional,
          value: c.professional,
          icon: Briefcase,
          tone: 'bg-orange-100 text-orange-800',
        },
        {
          label: ROLE_PLURAL_LABELS.admin,
          value: c.admin,
          icon: ShieldCheck,
          tone: 'bg-emerald-100 text-emerald-800',
        },
      ]
    : [];
  return (
    <CountsCard
      title="Gebruikers"
      description={
        <>
          Alle accounts per rol.{' '}
          <Link to="/gebruikers" className="font-medium text-primary hover:underline">
            Naar gebruikersbeheer
          </Link>
        </>
      }
      items={items}
      isPending={counts.isPending}
      isError={counts.isError}
    />
  );
}
