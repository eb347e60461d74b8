import type { AuthUser } from '@shared/auth/schemas';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { BookOpen, ClipboardList, FilePlus2 } from 'lucide-react';
import { Link } from 'react-router';
import { QuickLink } from '../components/quick-link';
import { PendingSection } from '../components/section-card';

const STEPS = [
  { title: 'Kies een dienst', text: 'Bijvoorbeeld een aankoopmakelaar, taxatie of hypotheekadvies.' },
  { title: 'Vul de aanvraag in', text: 'Vertel ons wat u zoekt; dat duurt maar een paar minuten.' },
  {
    title: 'Een professional neemt contact op',
    text: 'Wij wijzen een professional toe die uw opdracht oppakt.',
  },
  { title: 'Volg de voortgang', text: 'Stappen, documenten en facturen ziet u hier in het portaal.' },
];

export function ConsumerDashboard({ user }: { user: AuthUser }) {
  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader
        title="Mijn Dashboard"
        description={`Welkom, ${user.firstName}! Hier vraagt u diensten aan en volgt u uw opdrachten.`}
      />
      <div className="grid gap-(--card-spacing) md:grid-cols-3">
        <QuickLink
          to="/nieuwe-opdracht"
          icon={FilePlus2}
          title="Nieuwe opdracht"
          description="Vraag een dienst aan"
        />
        <QuickLink
          to="/opdrachten"
          icon={ClipboardList}
          title="Mijn opdrachten"
          description="Status en documenten"
        />
        <QuickLink to="/handleiding" icon={BookOpen} title="Handleiding" description="Zo werkt het portaal" />
      </div>
      <div className="grid gap-(--card-spacing) lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PendingSection title="Mijn opdrachten" description="Uw aangevraagde opdrachten en hun status.">
            <Button asChild variant="outline" className="self-start">
              <Link to="/opdrachten">Naar opdrachten</Link>
            </Button>
          </PendingSection>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Zo werkt het</CardTitle>
            <CardDescription>In vier stappen van aanvraag naar resultaat.</CardDescription>
          </CardHeader>
          <CardContent>
            <ol className="space-y-4">
              {STEPS.map((step, i) => (
                <li key={step.title} className="flex gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-yellow text-sm font-semibold text-primary">
                    {i + 1}
                  </span>
                  <span>
                    <span className="block text-sm font-medium">{step.title}</span>
                    <span className="block text-sm text-muted-foreground">{step.text}</span>
                  </span>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
