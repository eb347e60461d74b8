import type { AuthUser } from '@shared/auth/schemas';
import { Button } from '@web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import {
  BookOpen,
  CalendarCheck,
  ClipboardList,
  FilePlus2,
  FolderOpen,
  Lightbulb,
  ListChecks,
  MessageCircleQuestion,
  Newspaper,
  PlayCircle,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QuickLink } from '../components/quick-link';

/**
 * Handbook sections the consumer dashboard links to; /handleiding has an element with each of these ids.
 * Keep them in step with src/web/features/manual.
 */
export const MANUAL_ANCHORS = {
  stepPlan: '/handleiding#stappenplan',
  blogs: '/handleiding#blogs',
  videos: '/handleiding#videos',
  agreements: '/handleiding#afspraken',
  tips: '/handleiding#tips',
} as const;

/** The four info steps of the welcome text: blogs, videos, step plan, agreements overview. */
const INFO_STEPS = [
  {
    title: 'Blogs',
    text: 'Lees onze artikelen over kopen, verkopen, financieren en verduurzamen.',
    to: MANUAL_ANCHORS.blogs,
    action: 'Blogs lezen',
    icon: Newspaper,
  },
  {
    title: "Video's",
    // The handbook says plainly that there are no videos yet; this card promises none either.
    text: 'Er zijn nog geen video’s. Lees in het kort hoe u een opdracht aanvraagt, volgt en betaalt.',
    to: MANUAL_ANCHORS.videos,
    action: 'Uitleg in het kort',
    icon: PlayCircle,
  },
  {
    title: 'Stappenplan',
    text: 'Van aanvraag tot afronding: zo verloopt uw opdracht, stap voor stap.',
    to: MANUAL_ANCHORS.stepPlan,
    action: 'Stappenplan bekijken',
    icon: ListChecks,
  },
  {
    title: 'Afsprakenoverzicht',
    text: 'Hoe u afspraken maakt met uw professional en waar u ze terugziet.',
    to: MANUAL_ANCHORS.agreements,
    action: 'Afspraken bekijken',
    icon: CalendarCheck,
  },
] as const;

const TIPS = [
  {
    title: 'Houd uw documenten bij de hand',
    text: 'Koopakte, taxatierapport of energielabel: uw professional vraagt er vaak om. Upload ze bij uw opdracht.',
    to: '/opdrachten',
    action: 'Naar mijn opdrachten',
    icon: FolderOpen,
  },
  {
    title: 'Vraag op tijd een dienst aan',
    text: 'Een taxatie of bouwkundige keuring plant u het best direct na het bod. Zo loopt niets vertraging op.',
    to: '/nieuwe-opdracht',
    action: 'Nieuwe opdracht',
    icon: FilePlus2,
  },
  {
    title: 'Vragen over het portaal?',
    text: 'In de handleiding leest u hoe alles werkt, met antwoorden op de meest gestelde vragen.',
    to: MANUAL_ANCHORS.tips,
    action: 'Naar de handleiding',
    icon: MessageCircleQuestion,
  },
] as const;

/** The consumer dashboard; the table of own assignments comes from the projects feature through the app. */
export function ConsumerDashboard({
  user,
  projects,
  documentRequests,
}: {
  user: AuthUser;
  projects: ReactNode;
  /** 'Wat we van u nodig hebben': the documents the consumer is asked for (the document-requests feature). */
  documentRequests?: ReactNode;
}) {
  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader
        title="Mijn overzicht"
        description={`Welkom, ${user.firstName}! Hier vraagt u diensten aan en volgt u uw opdrachten.`}
      />
      <Card>
        <CardHeader>
          <CardTitle>Snelle acties</CardTitle>
          <CardDescription>Direct naar wat u wilt doen.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-tiles gap-3">
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
          <QuickLink
            to="/handleiding"
            icon={BookOpen}
            title="Handleiding"
            description="Zo werkt het portaal"
          />
          <QuickLink
            to="/profiel"
            icon={UserRound}
            title="Mijn profiel"
            description="Uw gegevens bijwerken"
          />
        </CardContent>
      </Card>
      {documentRequests}
      {projects}
      <Card>
        <CardHeader>
          <CardTitle>Welkom bij Woonportaal</CardTitle>
          <CardDescription>
            Of u nu een huis koopt, verkoopt, financiert of verduurzaamt: wij brengen u in contact met de
            juiste professional en u volgt alles hier. Zo komt u goed voorbereid aan de start.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="grid grid-tiles gap-3">
            {INFO_STEPS.map((step, i) => (
              <li
                key={step.title}
                className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
              >
                <div className="flex items-center justify-between gap-3">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-yellow text-sm font-semibold text-primary">
                    {i + 1}
                  </span>
                  <step.icon className="size-5 shrink-0 text-primary" aria-hidden />
                </div>
                <h3 className="font-medium">{step.title}</h3>
                <p className="flex-1 text-sm text-muted-foreground">{step.text}</p>
                <Button asChild variant="outline" size="sm" className="self-start">
                  <Link to={step.to}>{step.action}</Link>
                </Button>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <section aria-labelledby="tips-heading" className="space-y-3">
        <h2 id="tips-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Lightbulb className="size-5 text-accent" aria-hidden />
          Tips
        </h2>
        <div className="grid grid-tiles gap-(--card-spacing)">
          {TIPS.map((tip) => (
            <Card key={tip.title} className="flex flex-col">
              <CardHeader>
                <tip.icon className="size-6 text-primary" aria-hidden />
                <CardTitle className="text-base">{tip.title}</CardTitle>
              </CardHeader>
              <CardContent className="flex-1 text-sm text-muted-foreground">{tip.text}</CardContent>
              <CardFooter>
                <Button asChild variant="link" className="h-auto px-0 whitespace-normal">
                  <Link to={tip.to}>{tip.action} →</Link>
                </Button>
              </CardFooter>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
