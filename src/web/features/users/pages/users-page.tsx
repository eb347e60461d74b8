import { formatDate } from '@shared/format';
import { displayName } from '@shared/users/display-name';
import { formatPhone } from '@shared/users/phone';
import { ROLE_LABELS, ROLE_PLURAL_LABELS, ROLES, type Role } from '@shared/users/roles';
import type { UserCounts, UserListItem } from '@shared/users/schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { type DataColumn, DataList } from '@web/components/ui/data-list';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page-header';
import { Select } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useUserCounts } from '../api/get-user-counts';
import { useUsers } from '../api/get-users';
import { RoleBadge } from '../components/role-badge';

const PAGE_SIZE = 25;

const TABS: { value: Role | null; label: string; count: keyof UserCounts }[] = [
  { value: null, label: 'Alle', count: 'total' },
  { value: 'professional', label: ROLE_PLURAL_LABELS.professional, count: 'professional' },
  { value: 'consumer', label: ROLE_PLURAL_LABELS.consumer, count: 'consumer' },
  { value: 'admin', label: ROLE_PLURAL_LABELS.admin, count: 'admin' },
];

const COLUMNS: readonly DataColumn<UserListItem>[] = [
  {
    id: 'name',
    header: 'Naam',
    className: 'font-medium',
    card: 'title',
    cell: (u) => (
      <>
        <Link to={`/admin/users/${u.id}`} className="font-medium hover:text-primary hover:underline">
          {displayName(u)}
        </Link>
        {!u.emailVerified ? (
          <span className="ml-2 text-xs text-muted-foreground">(niet geverifieerd)</span>
        ) : null}
      </>
    ),
  },
  { id: 'email', header: 'E-mail', className: 'break-all', cell: (u) => u.email },
  { id: 'role', header: 'Rol', card: 'status', cell: (u) => <RoleBadge role={u.role} /> },
  {
    id: 'phone',
    header: 'Telefoon',
    headClassName: 'hidden md:table-cell',
    className: 'hidden md:table-cell',
    cell: (u) => formatPhone(u.phone) || '–',
  },
  {
    id: 'registered',
    header: 'Geregistreerd',
    headClassName: 'hidden md:table-cell',
    className: 'hidden md:table-cell',
    cell: (u) => formatDate(u.createdAt),
  },
  {
    id: 'actions',
    header: <span className="sr-only">Acties</span>,
    className: 'text-right',
    card: 'actions',
    cell: (u) => (
      <Button asChild variant="outline" size="sm">
        <Link to={`/admin/users/${u.id}`} aria-label={`Bekijk ${displayName(u)}`}>
          Bekijken
        </Link>
      </Button>
    ),
  },
];

const isRole = (v: string | null): v is Role => v !== null && (ROLES as readonly string[]).includes(v);

/** /gebruikers, /admin/users, /users: every account, searchable, per role, paged. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const q = params.get('q') ?? '';
  const roleParam = params.get('rol');
  const role = isRole(roleParam) ? roleParam : null;
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);

  // Read the address bar itself, not this render's copy: the search box's delayed update may land after a
  // tab or filter change and must not undo it.
  const update = (changes: Record<string, string | null>) => {
    // A row clicked in the meantime has already left this page: stay there.
    if (window.location.pathname !== pathname) return;
    const next = new URLSearchParams(window.location.search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };

  // Typing updates the field at once and the query a moment later.
  const [search, setSearch] = useState(q);
  // Back and forward change ?q= from outside: the field follows (unless it already says the same).
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== search.trim()) setSearch(q);
  }
  useEffect(() => {
    const trimmed = search.trim();
    if (trimmed === q) return;
    const timer = setTimeout(() => update({ q: trimmed || null, pagina: null }), 300);
    return () => clearTimeout(timer);
  });

  const users = useUsers({ q: q || undefined, role: role ?? undefined, page, pageSize: PAGE_SIZE });
  const counts = useUserCounts();
  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader
        title="Gebruikers"
        description="Beheer van alle consumenten, professionals en beheerders."
      />

      <div role="tablist" aria-label="Gebruikers per rol" className="flex flex-wrap gap-2">
        {TABS.map((tab) => {
          const active = tab.value === role;
          const count = counts.data?.[tab.count] ?? null;
          return (
            <button
              key={tab.label}
              type="button"
              role="tab"
              aria-selected={active}
              onClick={() => update({ rol: tab.value, pagina: null })}
              className={cn(
                'inline-flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium transition-colors',
                active
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-white text-foreground hover:bg-muted',
              )}
            >
              {tab.label}
              {count !== null ? (
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs',
                    active ? 'bg-white/20' : 'bg-muted text-muted-foreground',
                  )}
                >
                  {count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      <Card>
        <CardContent className="space-y-4 py-5">
          <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
            <div className="grid gap-1.5">
              <Label htmlFor="users-search">Zoeken</Label>
              <div className="relative">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden
                />
                <Input
                  id="users-search"
                  type="search"
                  className="pl-9"
                  placeholder="Zoek op voornaam, achternaam, e-mail of ID"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="users-role">Rol</Label>
              <Select
                id="users-role"
                value={role ?? 'all'}
                onChange={(e) =>
                  update({ rol: e.target.value === 'all' ? null : e.target.value, pagina: null })
                }
              >
                <option value="all">Alle rollen</option>
                <option value="admin">{ROLE_LABELS.admin}</option>
                <option value="professional">{ROLE_LABELS.professional}</option>
                <option value="consumer">{ROLE_LABELS.consumer}</option>
              </Select>
            </div>
          </div>

          {users.isPending ? (
            <div className="flex justify-center py-12">
              <Spinner className="text-primary" label="Gebruikers laden" />
            </div>
          ) : users.isError ? (
            <p role="alert" className="py-8 text-center font-medium text-destructive">
              Fout bij laden
            </p>
          ) : (
            <>
              <DataList
                columns={COLUMNS}
                rows={users.data.items}
                rowKey={(u) => u.id}
                label="Gebruikers"
                state={users.data.items.length === 0 ? 'Geen gebruikers gevonden' : undefined}
                tableProps={{ 'aria-busy': users.isFetching }}
              />
              <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
                <span>
                  {total} {total === 1 ? 'gebruiker' : 'gebruikers'}
                </span>
                {pages > 1 ? (
                  <div className="flex items-center gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={page <= 1}
                      onClick={() => update({ pagina: page - 1 > 1 ? String(page - 1) : null })}
                    >
                      <ChevronLeft aria-hidden /> Vorige
                    </Button>
                    <span>
                      Pagina {Math.min(page, pages)} van {pages}
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={page >= pages}
                      onClick={() => update({ pagina: String(page + 1) })}
                    >
                      Volgende <ChevronRight aria-hidden />
                    </Button>
                  </div>
                ) : null}
              </div>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
