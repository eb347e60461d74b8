import { BrandLogo } from '@web/components/ui/brand-logo';
import { LegalFooter } from '@web/components/ui/legal-footer';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSignedInUser } from '../lib/signed-in-user';

/** The frame of the public request forms and the marketing page: logo, a sign-in or portal link, the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const signedIn = Boolean(useSignedInUser());
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
          <BrandLogo to="/" tone="onLight" />
          <Link to="/" className="text-sm font-medium text-primary hover:underline">
            {signedIn ? 'Naar het portaal' : 'Inloggen'}
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        {children}
      </main>
      <LegalFooter />
    </div>
  );
}

/** The heading block above a form. */
export function FormIntro({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="mb-6 space-y-1.5">
      <h1 className="text-2xl leading-tight font-semibold tracking-tight text-foreground sm:text-3xl">
        {title}
      </h1>
      {description ? <div className="text-muted-foreground">{description}</div> : null}
    </div>
  );
}
