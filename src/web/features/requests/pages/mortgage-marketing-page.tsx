import { MORTGAGE_ADVICE_FROM_CENTS } from '@shared/requests/constants';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PublicLayout } from '../components/public-layout';
import { useSignedInUser } from '../lib/signed-in-user';

// The spec writes the price '€961,95' (no space after the euro sign, unlike nl-NL currency formatting).
const MORTGAGE_PRICE_TEXT = `€${(MORTGAGE_ADVICE_FROM_CENTS / 100).toFixed(2).replace('.', ',')}`;

const BENEFITS = [
  'Onafhankelijk advies: wij vergelijken de voorwaarden van tientallen geldverstrekkers',
  'Persoonlijk contact met één vaste adviseur, van intake tot passeren',
  'Helder inzicht in uw maximale hypotheek en maandlasten',
  'Wij regelen de bankgarantie en alle documenten voor u',
  'Vaste prijs, zonder verrassingen achteraf',
];

const STEPS = [
  { title: 'Intake en financiële analyse', text: 'We brengen uw inkomen, wensen en mogelijkheden in kaart.' },
  {
    title: 'Advies en vergelijken van opties',
    text: 'U krijgt een helder advies met de best passende hypotheken.',
  },
  {
    title: 'Bankgarantie en documenten regelen',
    text: 'Wij verzorgen de aanvraag, de bankgarantie en alle benodigde stukken.',
  },
  {
    title: 'Factuur en afronding',
    text: 'Na het passeren ontvangt u de factuur en ronden we het dossier af.',
  },
];

/** /hypotheekadviseur (the marketing page): benefits, the four steps and the price. */
export function MortgageMarketingPage() {
  const signedIn = Boolean(useSignedInUser());
  const requestPath = signedIn ? '/form/hypotheekadviseur' : '/hypotheek-adviseur';
  return (
    <PublicLayout>
      <div className="space-y-8">
        <section className="space-y-4 rounded-2xl bg-primary p-6 text-primary-foreground sm:p-10">
          {/* One long word: a size smaller below 380 px so it fits a 320 px screen whole (WCAG 1.4.10). */}
          <h1 className="text-2xl font-semibold tracking-tight text-balance break-words min-[380px]:text-3xl sm:text-4xl">
            Hypotheekadviseur
          </h1>
          <p className="max-w-2xl text-lg text-white/85">
            Persoonlijk en onafhankelijk hypotheekadvies, van de eerste berekening tot de sleutel in uw hand.
          </p>
          <p className="text-2xl font-semibold">
            Vanaf {MORTGAGE_PRICE_TEXT} <span className="text-base font-normal text-white/80">incl. BTW</span>
          </p>
          <Button asChild variant="accent" size="lg">
            <Link to={requestPath}>Vraag hypotheekadvies aan</Link>
          </Button>
        </section>

        <Card>
          <CardContent className="space-y-4">
            <h2 className="text-xl font-semibold">Waarom kiezen voor onze hypotheekadviseur?</h2>
            <ul className="grid gap-3 sm:grid-cols-2">
              {BENEFITS.map((b) => (
                <li key={b} className="flex items-start gap-3 text-sm">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
                  {b}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <section aria-labelledby="steps-heading" className="space-y-4">
          <h2 id="steps-heading" className="text-xl font-semibold">
            Zo werkt het
          </h2>
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map((step, i) => (
              <li key={step.title} className="rounded-xl border border-border bg-white p-5 shadow-sm">
                <span className="mb-3 flex size-9 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground">
                  {i + 1}
                </span>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <Card>
          <CardContent className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold">Klaar om te beginnen?</p>
              <p className="text-sm text-muted-foreground">
                Vraag vrijblijvend een gesprek aan. Binnen 24 uur nemen wij contact met u op.
              </p>
            </div>
            <Button asChild size="lg">
              <Link to={requestPath}>Afspraak aanvragen</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </PublicLayout>
  );
}
