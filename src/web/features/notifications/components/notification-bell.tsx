import { formatRelativeTime } from '@shared/format';
import type { Notification } from '@shared/notifications/schemas';
import { Button } from '@web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { Bell, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotificationCount } from '../api/get-notification-count';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/** Follows a notification link: in-app paths through the router, web addresses by the browser, nothing else. */
function useFollowLink() {
  const navigate = useNavigate();
  return (linkUrl: string | null) => {
    if (!linkUrl) return;
    if (linkUrl.startsWith('/') && !linkUrl.startsWith('//')) {
      navigate(linkUrl);
      return;
    }
    try {
      const url = new URL(linkUrl);
      if (url.protocol === 'https:' || url.protocol === 'http:') window.location.assign(url.href);
    } catch {
      // Not a URL: nothing to follow.
    }
  };
}

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const count = useNotificationCount();
  const list = useNotifications({ enabled: open });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const follow = useFollowLink();

  const unread = count.data?.count ?? 0;
  const label = unread > 0 ? `Meldingen, ${unread} ongelezen` : 'Meldingen';

  const onSelect = (n: Notification) => {
    if (!n.isRead) markRead.mutate(n.id);
    follow(n.linkUrl);
  };

  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} title="Meldingen" className="relative">
          <Bell aria-hidden />
          {unread > 0 ? (
            <span
              aria-hidden
              className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-accent px-1 text-[0.65rem] leading-none font-semibold text-accent-foreground ring-2 ring-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-4 py-3">
          <p className="text-sm font-semibold">Meldingen</p>
          <DropdownMenuItem
            className="px-2 py-1 text-xs font-medium text-primary"
            disabled={unread === 0 || markAll.isPending}
            onSelect={(e) => {
              e.preventDefault();
              markAll.mutate();
            }}
          >
            <CheckCheck aria-hidden />
            Alles als gelezen markeren
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        {/* Focusable, so a keyboard can scroll a long list (axe: scrollable-region-focusable, WCAG 2.1.1).
            A fieldset would be wrong here: this is a list of menu items, not form controls. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a named group of menu items, not a form fieldset */}
        <div
          role="group"
          aria-label="Meldingen"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="max-h-96 overflow-y-auto p-1 focus-visible:outline-2 focus-visible:outline-ring"
        >
          {list.isPending ? (
            <div className="flex justify-center py-8 text-muted-foreground">
              <Spinner label="Meldingen laden" />
            </div>
          ) : list.isError ? (
            <p className="px-3 py-8 text-center text-sm text-muted-foreground">
              Meldingen konden niet worden geladen.
            </p>
          ) : list.data.length === 0 ? (
            <p className="px-3 py-8 text-center text-sm text-muted-foreground">Geen meldingen</p>
          ) : (
            list.data.map((n) => (
              <DropdownMenuItem
                key={n.id}
                onSelect={() => onSelect(n)}
                className="items-start gap-3 px-3 py-2.5"
                aria-label={`${n.isRead ? '' : 'Ongelezen: '}${n.title}`}
              >
                <span
                  aria-hidden
                  className={cn(
                    'mt-1.5 size-2 shrink-0 rounded-full',
                    n.isRead ? 'bg-transparent' : 'bg-accent',
                  )}
                />
                <span className="grid min-w-0 gap-0.5">
                  <span className={cn('text-sm', n.isRead ? 'font-normal' : 'font-semibold')}>{n.title}</span>
                  <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{n.message}</span>
                  <span className="text-xs text-muted-foreground">{formatRelativeTime(n.createdAt)}</span>
                </span>
              </DropdownMenuItem>
            ))
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
