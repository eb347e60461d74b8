// The handbook's static help sections, per role. The ids are stable anchors other screens link to
// (/handleiding#stappenplan, ...): change a text freely, never an id.
import type { Role } from '@shared/users/roles';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ManualSection {
  /** The anchor: /handleiding#{id}. */
  id: string;
  title: string;
  body: ReactNode;
}

const A = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
    {children}
  </Link>
);

const CONSUMER: ManualSection[] = [
  {
    id: 'hoe-werkt-het',
    title: 'Hoe werkt het?',
    body: (
      <>
        <p>
          Via het Woonportaal vraagt u diensten rond uw woning aan: een aankoop- of verkoopmakelaar, een
          hypotheekadviseur, een taxatie, een bouwkundige keuring, verduurzamingsadvies of een energielabel.
          Een beheerder koppelt uw aanvraag aan een gekwalificeerde professional, die u daarna stap voor stap
          begeleidt.
        </p>
        <p>
          In uw <A to="/dashboard">dashboard</A> en onder <A to="/opdrachten">Opdrachten</A> ziet u steeds de
          actuele status van elke aanvraag. Bij elke wijziging krijgt u een melding (de bel rechtsboven) en
          een e-mail.
        </p>
      </>
    ),
  },
  {
    id: 'stappenplan',
    title: 'Stappenplan',
    body: (
      <ol className="list-decimal space-y-2 pl-5">
        <li>
          <strong>Aanvraag doen.</strong> Kies via <A to="/nieuwe-opdracht">Nieuwe opdracht</A> de dienst die
          u nodig heeft en vul het formulier in.
        </li>
        <li>
          <strong>Professional toegewezen.</strong> Een beheerder wijst een professional toe; de status wordt
          'Toegewezen' en u krijgt een melding.
        </li>
        <li>
          <strong>Uitvoering.</strong> De professional start de opdracht ('In behandeling') en werkt de
          stappen af. Documenten en berichten vindt u bij het project.
        </li>
        <li>
          <strong>Afronding en betaling.</strong> Is de opdracht afgerond, dan ontvangt u de factuur en
          betaalt u veilig online (iDEAL, creditcard, Bancontact of SOFORT).
        </li>
      </ol>
    ),
  },
  {
    id: 'blogs',
    title: 'Blogs',
    body: (
      <ul className="space-y-3">
        <li>
          <strong>Een huis kopen in vijf stappen.</strong> Van oriëntatie en hypotheekgesprek tot
          bezichtiging, bieden en de sleuteloverdracht: wat doet een aankoopmakelaar in elke fase?
        </li>
        <li>
          <strong>Wat kost een taxatie en wanneer heeft u er een nodig?</strong> Een gevalideerd
          taxatierapport is nodig voor de hypotheek bij aankoop, oversluiten of verbouwen.
        </li>
        <li>
          <strong>Bouwkundige keuring: zo voorkomt u verrassingen.</strong> Een keuring brengt gebreken en
          onderhoudskosten in kaart voordat u tekent.
        </li>
        <li>
          <strong>Verduurzamen loont.</strong> Isolatie, een warmtepomp of zonnepanelen verbeteren uw
          energielabel en verlagen uw maandlasten.
        </li>
      </ul>
    ),
  },
  {
    id: 'videos',
    title: "Video's",
    body: (
      <>
        <p>Korte uitleg van de belangrijkste handelingen in het portaal:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Een nieuwe aanvraag indienen (ongeveer 2 minuten)</li>
          <li>De voortgang van uw opdracht volgen en documenten bekijken</li>
          <li>Een factuur online betalen</li>
        </ul>
        <p className="text-muted-foreground">
          De video's worden binnenkort toegevoegd; tot die tijd beschrijft het stappenplan hierboven dezelfde
          handelingen.
        </p>
      </>
    ),
  },
  {
    id: 'afspraken',
    title: 'Afsprakenoverzicht',
    body: (
      <>
        <p>
          Afspraken met uw professional (een bezichtiging, een taxatiebezoek, een keuring) maakt u
          rechtstreeks met de professional die aan uw opdracht is gekoppeld. Stuur een bericht via de pagina
          van uw project onder <A to="/opdrachten">Opdrachten</A>.
        </p>
        <p>
          Bevestigde afspraken en wijzigingen ziet u terug in de meldingen en in uw e-mail. Kunt u niet? Laat
          het uw professional zo snel mogelijk weten via een bericht.
        </p>
      </>
    ),
  },
  {
    id: 'tips',
    title: 'Tips',
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>
          Vul het aanvraagformulier zo volledig mogelijk in: dan kan de professional direct aan de slag.
        </li>
        <li>
          Houd uw telefoonnummer actueel op uw <A to="/profiel">profiel</A>.
        </li>
        <li>Bevestig uw e-mailadres, zodat u geen meldingen mist.</li>
        <li>Bewaar belangrijke documenten bij uw project: zo heeft u alles op één plek.</li>
      </ul>
    ),
  },
];

const PROFESSIONAL: ManualSection[] = [
  {
    id: 'opdrachten',
    title: 'Opdrachten',
    body: (
      <p>
        Opdrachten die een beheerder aan u toewijst, ziet u op uw <A to="/dashboard">dashboard</A> en onder{' '}
        <A to="/opdrachten">Opdrachten</A>. U krijgt bij elke nieuwe toewijzing een melding en een e-mail.
        Welke opdrachten u krijgt, hangt af van de specialisaties op uw <A to="/profiel">profiel</A>.
      </p>
    ),
  },
  {
    id: 'workflow',
    title: 'Workflow',
    body: (
      <ol className="list-decimal space-y-2 pl-5">
        <li>
          Start de opdracht met <strong>Start Project</strong>: de status wordt 'In behandeling' en de klant
          krijgt een melding.
        </li>
        <li>Werk de stappen van de dienst af op de projectpagina; de klant volgt de voortgang mee.</li>
        <li>
          Rond af met <strong>Markeer als Voltooid</strong>, of door de laatste stap af te ronden.
        </li>
      </ol>
    ),
  },
  {
    id: 'documenten',
    title: 'Documenten',
    body: (
      <p>
        Upload rapporten, contracten, foto's en certificaten bij het project (PDF, DOC, DOCX, JPG of PNG,
        maximaal 10 MB per bestand). De klant kan ze direct downloaden. Documenten die u zelf heeft geüpload,
        kunt u ook weer verwijderen.
      </p>
    ),
  },
  {
    id: 'facturen',
    title: 'Facturen',
    body: (
      <p>
        Onder <A to="/professional/invoices">Facturen</A> maakt u facturen voor uw opdrachten. Bedragen zijn
        exclusief en inclusief btw zichtbaar; de klant betaalt online en u ziet direct wanneer een factuur is
        betaald. Het platform houdt 20% van het bedrag exclusief btw in; 80% wordt maandelijks aan u
        uitbetaald.
      </p>
    ),
  },
  {
    id: 'leadvergoeding',
    title: 'Leadvergoeding',
    body: (
      <p>
        Op <A to="/professional/leadvergoeding">Leadvergoeding</A> registreert u leads die u aanbrengt. Bij
        afronding ontvangt u een vaste vergoeding per dienst (bijvoorbeeld € 50 voor een aankoopmakelaar en €
        25 voor een taxatie) en ziet u wat al is uitbetaald en wat nog in behandeling is.
      </p>
    ),
  },
];

const ADMIN: ManualSection[] = [
  {
    id: 'toewijzen',
    title: 'Opdrachten toewijzen',
    body: (
      <p>
        Op het <A to="/dashboard">dashboard</A> staan alle opdrachten. Kies bij een opdracht zonder
        professional iemand in de keuzelijst (professionals met de passende specialisatie staan bovenaan) en
        klik op <strong>Toewijzen</strong>. De professional en de klant krijgen een melding en een e-mail. Een
        toewijzing is definitief.
      </p>
    ),
  },
  {
    id: 'gebruikersbeheer',
    title: 'Gebruikersbeheer',
    body: (
      <>
        <p>
          Onder <A to="/gebruikers">Gebruikers</A> zoekt u op voornaam, achternaam, e-mail of ID en filtert u
          op rol. Open een gebruiker voor het profiel, de statistieken en de projecten.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>Wachtwoord resetten:</strong> stel een nieuw wachtwoord in (minimaal 8 tekens). De
            gebruiker wordt overal afgemeld en krijgt een e-mail, zonder het wachtwoord.
          </li>
          <li>
            <strong>Verwijderen:</strong> kan niet ongedaan worden gemaakt. Persoonlijke gegevens worden
            gewist; opdrachten waar anderen bij betrokken zijn blijven bestaan onder 'Verwijderde gebruiker'.
            Uw eigen account en de laatste beheerder kunnen niet worden verwijderd.
          </li>
          <li>
            <strong>Professional aanmaken:</strong> via{' '}
            <A to="/admin/create-professional">Professional aanmaken</A>.
          </li>
          <li>
            <strong>Meekijken:</strong> met de rolkeuze onderin de zijbalk bekijkt u het portaal als een
            particulier of professional; elke wissel wordt vastgelegd.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'omzet',
    title: 'Omzet',
    body: (
      <p>
        Onder <A to="/admin/revenue">Omzet</A> ziet u per maand de betaalde facturen, de platformvergoeding
        (20%) en de uitbetaling per professional (80%). Markeer een uitbetaling als verwerkt zodra u het
        bedrag heeft overgemaakt.
      </p>
    ),
  },
];

export const MANUAL_SECTIONS: Record<Role, ManualSection[]> = {
  consumer: CONSUMER,
  professional: PROFESSIONAL,
  admin: ADMIN,
};

export const MANUAL_GROUP_TITLES: Record<Role, string> = {
  consumer: 'Voor particulieren',
  professional: 'Voor professionals',
  admin: 'Voor beheerders',
};
