import { BrandLogo } from '@web/components/ui/brand-logo';
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
      <footer className="px-4 pb-6 text-center text-sm text-muted-foreground">
        <nav aria-label="Juridisch en contact" className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          <Link className="hover:text-primary hover:underline" to="/privacy">
            Privacybeleid
          </Link>
          <Link className="hover:text-primary hover:underline" to="/voorwaarden">
            Algemene voorwaarden
          </Link>
          <Link className="hover:text-primary hover:underline" to="/contact-info">
            Contact
          </Link>
        </nav>
      </footer>
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
