import type { AuthUser } from '@shared/auth/schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Coins, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { PendingSection } from '../components/section-card';

export function ProfessionalDashboard({ user }: { user: AuthUser }) {
  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader
        title="Professional Dashboard"
        description={`Welkom, ${user.firstName}! Hier vindt u de opdrachten die aan u zijn toegewezen.`}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/professional/invoices">
                <FileText aria-hidden />
                Facturen
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/professional/leadvergoeding">
                <Coins aria-hidden />
                Leadvergoeding
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-(--card-spacing) lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PendingSection
            title="Toegewezen opdrachten"
            description="Uw opdrachten met klantgegevens en status; start een project of markeer het als voltooid."
          />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Mijn profiel</CardTitle>
            <CardDescription>
              {user.firstName} {user.lastName}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="space-y-1">
              <dt className="text-sm font-medium">Specialisaties</dt>
              <dd className="text-sm text-muted-foreground">
                {user.specializations.length > 0 ? (
                  <ul className="flex flex-wrap gap-1.5 pt-1">
                    {user.specializations.map((s) => (
                      <li
                        key={s}
                        className="rounded-full bg-primary/8 px-2.5 py-0.5 text-xs font-medium text-primary"
                      >
                        {s}
                      </li>
                    ))}
                  </ul>
                ) : (
                  'Niet opgegeven'
                )}
              </dd>
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
