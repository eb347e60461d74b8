import { BrandLogo } from '@web/components/ui/brand-logo';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A plain text page (privacy, terms, contact) reachable signed in and signed out. */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-surface">
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-4 sm:px-6">
          <BrandLogo to="/" tone="onLight" />
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Terug naar het portaal
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <article className="space-y-5 rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-10 [&_h2]:pt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:text-muted-foreground [&_ul]:space-y-1.5 [&_ul]:text-muted-foreground">
          <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
          {children}
        </article>
      </main>
    </div>
  );
}
