import { displayName, sortSurname } from '@shared/users/display-name';
import { ROLE_LABELS } from '@shared/users/roles';
import { BrandLogo } from '@web/components/ui/brand-logo';
import { Button } from '@web/components/ui/button';
import { useLogout } from '@web/features/auth/api/logout';
import { RoleSwitch } from '@web/features/auth/components/role-switch';
import { cn } from '@web/lib/cn';
import {
  Banknote,
  BarChart3,
  BookOpen,
  ClipboardList,
  Coins,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  ReceiptEuro,
  ScrollText,
  UserPlus,
  UserRound,
  Users,
  X,
} from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { useCurrentUser } from '../current-user';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const MAIN: NavItem[] = [
  { to: '/dashboard', label: 'Overzicht', icon: LayoutDashboard },
  { to: '/opdrachten', label: 'Opdrachten', icon: ClipboardList },
  { to: '/handleiding', label: 'Handleiding', icon: BookOpen },
  { to: '/profiel', label: 'Profiel', icon: UserRound },
];

const ADMIN: NavItem[] = [
  { to: '/gebruikers', label: 'Gebruikers', icon: Users },
  { to: '/admin/revenue', label: 'Omzet', icon: BarChart3 },
  { to: '/admin/payouts', label: 'Uitbetalingen', icon: Banknote },
  { to: '/admin/create-professional', label: 'Professional aanmaken', icon: UserPlus },
  { to: '/admin/audit', label: 'Auditlog', icon: ScrollText },
];

// 'Facturen' is ours (the spec links it from the dashboard only): a professional's invoices are a daily destination.
const PROFESSIONAL: NavItem[] = [
  { to: '/professional/invoices', label: 'Facturen', icon: ReceiptEuro },
  { to: '/professional/leadvergoeding', label: 'Leadvergoeding', icon: Coins },
];

function NavList({ items, title }: { items: NavItem[]; title?: string }) {
  const { pathname } = useLocation();
  return (
    <div className="space-y-1">
      {title ? (
        <p className="px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-white/75 uppercase">{title}</p>
      ) : null}
      <ul className="space-y-0.5">
        {items.map(({ to, label, icon: Icon }) => {
          // The dashboard is also shown at /.
          const forceActive = to === '/dashboard' && pathname === '/';
          return (
            <li key={to}>
              <NavLink
                to={to}
                aria-current={forceActive ? 'page' : undefined}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    isActive || forceActive
                      ? 'bg-white/15 text-white shadow-xs'
                      : 'text-white/75 hover:bg-white/10 hover:text-white',
                  )
                }
              >
                <Icon className="size-4.5 shrink-0" aria-hidden />
                {label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useCurrentUser();
  const logout = useLogout();
  const initials = `${user.firstName.charAt(0)}${sortSurname(user).charAt(0)}`.toUpperCase();

  return (
    <>
      {open ? (
        <div
          className="fixed inset-0 z-30 bg-black/40 animate-fade-in lg:hidden"
          aria-hidden
          onClick={onClose}
        />
      ) : null}
      <aside
        id="app-sidebar"
        aria-label="Hoofdmenu"
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-[min(var(--sidebar-width),85vw)] flex-col bg-primary text-white transition-transform duration-200 lg:w-(--sidebar-width) lg:translate-x-0',
          open ? 'translate-x-0 shadow-2xl' : '-translate-x-full',
        )}
      >
        <div className="flex h-16 shrink-0 items-center justify-between px-5">
          <BrandLogo to="/dashboard" tone="onPrimary" />
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-white hover:bg-white/10 lg:hidden"
            onClick={onClose}
            aria-label="Menu sluiten"
          >
            <X aria-hidden />
          </Button>
        </div>

        <nav aria-label="Navigatie" className="flex-1 overflow-y-auto px-3 py-2">
          <NavList items={MAIN} />
          {user.role === 'admin' ? <NavList items={ADMIN} title="Beheer" /> : null}
          {user.role === 'professional' ? <NavList items={PROFESSIONAL} title="Professional" /> : null}
        </nav>

        <div className="space-y-3 border-t border-white/10 p-3">
          <RoleSwitch user={user} />
          <div className="flex items-center gap-3 rounded-lg px-2 py-1">
            <span
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-yellow text-sm font-semibold text-primary"
              aria-hidden
            >
              {initials}
            </span>
            <div className="min-w-0 text-sm">
              <p className="truncate font-medium">{displayName(user)}</p>
              <p className="text-xs text-white/70" data-testid="role-indicator">
                <span>{ROLE_LABELS[user.role]}</span>
                {user.isAdminSwitching ? (
                  <>
                    {' '}
                    <span className="font-medium whitespace-nowrap text-yellow">(Admin weergave)</span>
                  </>
                ) : null}
              </p>
            </div>
          </div>
          <Button
            variant="ghost"
            className="w-full justify-start text-white/85 hover:bg-white/10 hover:text-white"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          >
            <LogOut aria-hidden />
            Afmelden
          </Button>
        </div>
      </aside>
    </>
  );
}
