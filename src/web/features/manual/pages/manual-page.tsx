import type { Role } from '@shared/users/roles';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MANUAL_GROUP_TITLES, MANUAL_SECTIONS } from '../components/manual-sections';

/** What each role reads: its own help first; admins also see the other roles' help, to support them. */
const GROUPS: Record<Role, Role[]> = {
  consumer: ['consumer'],
  professional: ['professional'],
  admin: ['admin', 'professional', 'consumer'],
};

/** /handleiding: static help per role, with stable anchors (/handleiding#stappenplan, ...). */
export function ManualPage({ role }: { role: Role }) {
  const { hash } = useLocation();
  const groups = GROUPS[role];

  // The page is loaded lazily, after the browser tried to scroll, and the shell starts every new page at its
  // top after this effect: go to the anchor in the next frame.
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);

  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader
        title="Handleiding"
        description="Uitleg over het gebruik van het Woonportaal, stap voor stap."
      />

      <Card>
        <CardContent className="py-5">
          <nav aria-label="Inhoud">
            <h2 className="mb-3 text-sm font-semibold">Inhoud</h2>
            <div className="grid gap-4 sm:grid-cols-3">
              {groups.map((group) => (
                <div key={group}>
                  {groups.length > 1 ? (
                    <p className="mb-1 text-xs font-medium text-muted-foreground uppercase">
                      {MANUAL_GROUP_TITLES[group]}
                    </p>
                  ) : null}
                  <ul className="space-y-1 text-sm">
                    {MANUAL_SECTIONS[group].map((s) => (
                      <li key={s.id}>
                        <a href={`#${s.id}`} className="text-primary underline-offset-4 hover:underline">
                          {s.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </nav>
        </CardContent>
      </Card>

      {groups.map((group) => (
        <section key={group} aria-labelledby={`groep-${group}`} className="space-y-(--card-spacing)">
          {groups.length > 1 ? (
            <h2 id={`groep-${group}`} className="pt-2 text-xl font-semibold">
              {MANUAL_GROUP_TITLES[group]}
            </h2>
          ) : (
            <h2 id={`groep-${group}`} className="sr-only">
              {MANUAL_GROUP_TITLES[group]}
            </h2>
          )}
          {MANUAL_SECTIONS[group].map((s) => (
            <Card key={s.id} id={s.id} className="scroll-mt-20">
              <CardHeader>
                <CardTitle>{s.title}</CardTitle>
              </CardHeader>
              <CardContent className="space-y-3 text-sm leading-relaxed text-foreground">
                {s.body}
              </CardContent>
            </Card>
          ))}
        </section>
      ))}
    </div>
  );
}
