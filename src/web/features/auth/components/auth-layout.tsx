import { BrandLogo } from '@web/components/ui/brand-logo';
import { LegalFooter } from '@web/components/ui/legal-footer';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

const POINTS = [
  'Vraag een makelaar, hypotheekadvies, taxatie of keuring aan',
  'Volg elke stap van uw opdracht',
  'Documenten, facturen en berichten op één plek',
];

/** The frame of every signed-out screen: a brand panel (wide screens), the content card and the footer links. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh bg-surface">
      <aside className="relative hidden w-[42%] max-w-xl flex-col justify-between overflow-hidden bg-primary p-12 text-white lg:flex">
        <div
          className="pointer-events-none absolute -right-24 -bottom-24 size-96 rounded-full bg-white/5"
          aria-hidden
        />
        <div
          className="pointer-events-none absolute -top-16 -left-16 size-64 rounded-full bg-yellow/10"
          aria-hidden
        />
        <BrandLogo to="/" tone="onPrimary" className="relative" />
        <div className="relative space-y-6">
          <h2 className="text-3xl leading-tight font-semibold text-balance">
            Alles rond uw woning op één plek
          </h2>
          <ul className="space-y-3 text-white/85">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-yellow" aria-hidden />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-white/60">© {new Date().getFullYear()} Woonportaal</p>
      </aside>

      <div className="flex flex-1 flex-col">
        <main className="flex flex-1 items-center justify-center px-4 py-10 sm:px-8">
          <div className="w-full max-w-md">
            <BrandLogo to="/" tone="onLight" className="mb-8 justify-center lg:hidden" />
            {children}
          </div>
        </main>
        <LegalFooter />
      </div>
    </div>
  );
}

/** The white card with a heading that holds a signed-out form. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-8">
      <div className="mb-6 space-y-1.5">
        <h1 className="text-2xl leading-tight font-semibold text-foreground">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}
