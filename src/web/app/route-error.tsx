import { Button } from '@web/components/ui/button';
import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';

/** Shown when a screen fails to load or render, for instance after an update replaced its code. */
export function RouteError() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-surface p-4">
      <div className="max-w-md space-y-4 rounded-2xl border border-border bg-white p-8 text-center shadow-sm">
        <TriangleAlert className="mx-auto size-10 text-accent" aria-hidden />
        <h1 className="text-xl font-semibold">Er is iets misgegaan</h1>
        <p className="text-sm text-muted-foreground">
          Deze pagina kon niet worden geladen. Laad de pagina opnieuw; blijft het probleem bestaan, probeer
          het dan later nog eens.
        </p>
        <Button onClick={() => window.location.reload()}>Pagina opnieuw laden</Button>
      </div>
    </div>
  );
}

/** Catches a failing screen (render error or a chunk that cannot load) and shows RouteError instead. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
