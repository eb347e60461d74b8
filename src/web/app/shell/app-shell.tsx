import { Spinner } from '@web/components/ui/spinner';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

// The editor is opened now and then; its code loads on first use.
const ThemeEditorPanel = lazy(async () => ({
  default: (await import('@web/features/theme/components/theme-editor-panel')).ThemeEditorPanel,
}));

/** The frame of every signed-in page: sidebar, top bar, the page, and the theme editor panel. */
export function AppShell() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [themeOpen, setThemeOpen] = useState(false);
  const { pathname, hash } = useLocation();

  // A page change closes the sidebar on small screens and starts the new page at its top, unless the link
  // points at a section (/handleiding#stappenplan): the page scrolls to that itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => {
    setSidebarOpen(false);
    if (!hash) window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <TooltipProvider>
      <div className="min-h-dvh lg:pl-(--sidebar-width)">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Naar de inhoud
        </a>
        <Sidebar open={sidebarOpen} onClose={() => setSidebarOpen(false)} />
        <div className="flex min-h-dvh min-w-0 flex-col">
          <TopBar
            sidebarOpen={sidebarOpen}
            onToggleSidebar={() => setSidebarOpen((v) => !v)}
            themeOpen={themeOpen}
            onToggleTheme={() => setThemeOpen((v) => !v)}
          />
          <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <div className="mx-auto w-full max-w-7xl">
              <Outlet />
            </div>
          </main>
        </div>
        {themeOpen ? (
          <Suspense
            fallback={
              <div className="fixed top-20 right-6 z-40 rounded-full bg-white p-3 shadow-lg">
                <Spinner className="text-primary" label="Thema-editor laden" />
              </div>
            }
          >
            <ThemeEditorPanel onClose={() => setThemeOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </TooltipProvider>
  );
}
