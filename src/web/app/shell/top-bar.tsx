import { Button } from '@web/components/ui/button';
import { Tooltip } from '@web/components/ui/tooltip';
import { FeedbackDialog } from '@web/features/feedback/components/feedback-dialog';
import { NotificationBell } from '@web/features/notifications/components/notification-bell';
import { Menu, Palette, Plus } from 'lucide-react';
import { Link } from 'react-router';

interface TopBarProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  themeOpen: boolean;
  onToggleTheme: () => void;
}

export function TopBar({ sidebarOpen, onToggleSidebar, themeOpen, onToggleTheme }: TopBarProps) {
  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b border-border bg-white/90 px-4 backdrop-blur sm:px-6 lg:px-8">
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        onClick={onToggleSidebar}
        aria-label={sidebarOpen ? 'Menu sluiten' : 'Menu openen'}
        aria-expanded={sidebarOpen}
        aria-controls="app-sidebar"
      >
        <Menu aria-hidden />
      </Button>
      {/* Below 380 px (a small phone, or 400% zoom) the name gives way to the buttons: WCAG 1.4.10 reflow at 320 px. */}
      <span className="hidden font-semibold text-primary min-[380px]:inline lg:hidden">Woonportaal</span>

      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <Tooltip content="Thema aanpassen">
          <Button
            variant="ghost"
            size="icon"
            onClick={onToggleTheme}
            aria-label="Thema-editor"
            aria-pressed={themeOpen}
            aria-controls={themeOpen ? 'theme-editor' : undefined}
          >
            <Palette aria-hidden />
          </Button>
        </Tooltip>
        <FeedbackDialog />
        <NotificationBell />
        <Button asChild className="ml-1">
          <Link to="/nieuwe-opdracht" aria-label="Nieuwe opdracht">
            <Plus aria-hidden />
            <span className="hidden sm:inline">Nieuwe opdracht</span>
          </Link>
        </Button>
      </div>
    </header>
  );
}
