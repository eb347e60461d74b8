import { displayName, type NameParts } from '@shared/users/display-name';
import { useQuery } from '@tanstack/react-query';
import { AuditPage } from '@web/features/audit/pages/audit-page';
import { adminUserQueryOptions } from '@web/features/users/api/get-admin-user';
import { useUsers } from '@web/features/users/api/get-users';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /admin/audit: the user filter's choices come from the users feature's search (GET /api/users?q=), and the chosen
 * user's name from their detail, so a link from the user page (?userId=) shows whom it filters on.
 */
export function AuditRoute() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const users = useUsers({ q: q || undefined, pageSize: 20 });
  const userId = useSearchParams()[0].get('userId') ?? '';
  const chosen = useQuery({ ...adminUserQueryOptions(userId), enabled: UUID.test(userId), retry: false });
  const label = (u: NameParts & { email: string }) => `${displayName(u)} (${u.email})`;
  return (
    <AuditPage
      users={{
        value: search,
        onChange: setSearch,
        options: users.data?.items.map((u) => ({ id: u.id, label: label(u) })),
        selected: chosen.data ? { id: chosen.data.user.id, label: label(chosen.data.user) } : undefined,
      }}
    />
  );
}
