// The handbook's static help sections, per role. The ids are stable anchors other screens link to
// (/handleiding#stappenplan, ...): change a text freely, never an id.
import { formatCents } from '@shared/format';
import { LEAD_FEES_CENTS, LEAD_SERVICE_TYPES } from '@shared/leads/fees';
import { PROJECT_TYPE_LABELS } from '@shared/projects/types';
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
  <Link to={to} className="font-medium text-primary underline underline-offset-4 hover:decoration-2">
    {children}
  </Link>
);

/** How an account stays safe: the same for everyone, with what a role adds. */
const security = (extra?: ReactNode) => (
  <>
    <ul className="list-disc space-y-1 pl-5">
      <li>
        <strong>E-mailadres bevestigen.</strong> Bevestig uw e-mailadres via de link in de welkomstmail.
        Zolang dat niet is gebeurd, worden aanvragen die anderen met uw e-mailadres indienen niet aan uw
        account gekoppeld; u krijgt dan een e-mail met een link om zelf een wachtwoord te kiezen.
      </li>
      <li>
        <strong>Wachtwoord.</strong> Minimaal 8 tekens, en niet te makkelijk te raden: veelgebruikte
        wachtwoorden, losse woorden en wachtwoorden met uw eigen naam of e-mailadres worden geweigerd. Een zin
        van een paar woorden is sterk en goed te onthouden.
      </li>
      <li>
        <strong>Tweestapsverificatie.</strong> Op uw <A to="/profiel">profiel</A> schakelt u
        tweestapsverificatie in met een authenticator-app op uw telefoon. Bij het inloggen vragen we dan, na
        uw wachtwoord, om de code uit de app. Bewaar de tien herstelcodes op een veilige plek: elke code werkt
        één keer als u uw telefoon niet bij de hand heeft.
      </li>
      <li>
        <strong>Te veel pogingen.</strong> Na een aantal verkeerde wachtwoorden moet u even wachten voordat u
        het opnieuw probeert; de wachttijd staat in de melding. Met 'Wachtwoord vergeten' op de inlogpagina
        krijgt u altijd een link om een nieuw wachtwoord te kiezen (hooguit één e-mail per kwartier).
      </li>
      <li>
        <strong>Automatisch afmelden.</strong> Na 2 uur zonder activiteit wordt u afgemeld, tenzij u bij het
        inloggen 'Onthoud mij' koos: dan blijft u op dat apparaat 30 dagen ingelogd.
      </li>
    </ul>
    {extra}
  </>
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
          Een beheerder koppelt uw aanvraag aan een professional, die u daarna stap voor stap begeleidt.
        </p>
        <p>
          In uw <A to="/dashboard">overzicht</A> en onder <A to="/opdrachten">Opdrachten</A> ziet u steeds de
          actuele status van elke aanvraag. Bij elke statuswijziging (toegewezen, gestart, afgerond,
          geannuleerd) krijgt u een melding (de bel rechtsboven) en een e-mail.
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
          stappen af. Op de pagina van uw project volgt u de stappen, en vindt u de documenten en de
          berichten.
        </li>
        <li>
          <strong>Factuur en betaling.</strong> In de stap Factuur maakt de professional de factuur. U
          ontvangt die als PDF per e-mail en ziet hem op de pagina van uw project. U betaalt online; zie{' '}
          <a
            href="#betalen"
            className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
          >
            Facturen betalen
          </a>
          .
        </li>
      </ol>
    ),
  },
  {
    id: 'betalen',
    title: 'Facturen betalen',
    body: (
      <>
        <p>
          Heeft de professional de factuur gemaakt, dan krijgt u die als PDF per e-mail. De factuur staat ook
          op de pagina van uw project, waar u hem kunt downloaden.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>Online betalen:</strong> klik op de pagina van uw project, of in de lijst van uw
            opdrachten onder <A to="/opdrachten">Opdrachten</A>, op de betaalknop bij de factuur. U betaalt
            met iDEAL, creditcard of Bancontact. Daarna staat bij de factuur 'Betaald', met de datum van
            betaling.
          </li>
          <li>
            <strong>Betaaltermijn:</strong> u betaalt binnen 14 dagen. Is de factuur dan nog niet betaald, dan
            wordt hij 'Achterstallig' en krijgt u eenmalig een herinnering. Ook een achterstallige factuur
            kunt u gewoon online betalen.
          </li>
          <li>
            <strong>Liever overmaken?</strong> Dat kan ook: maak het bedrag over naar het IBAN op de factuur,
            onder vermelding van het factuurnummer. Dat is de derdengeldenrekening waarop het portaal namens
            uw professional de betalingen ontvangt, niet de rekening van de professional zelf. Betaal op één
            manier: online óf per overschrijving, niet allebei. Is online betalen niet mogelijk, dan meldt het
            portaal dat en maakt u het bedrag op deze manier over.
          </li>
          <li>
            <strong>Klopt er iets niet?</strong> Stuur uw professional een bericht via de pagina van uw
            project. Een factuur wordt nooit aangepast: een beheerder corrigeert hem met een creditnota, die u
            per e-mail ontvangt. Daarna kan de professional zo nodig een nieuwe factuur maken. Had u al
            betaald, dan nemen wij contact met u op over het terugbetalen.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'blogs',
    title: 'Blogs',
    body: (
      <ul className="space-y-3">
        <li>
          <strong>Een huis kopen in vijf stappen.</strong> Oriënteren, een hypotheekgesprek, bezichtigen,
          bieden en de sleuteloverdracht: een aankoopmakelaar helpt u in elke fase, van het zoeken tot het
          onderhandelen over de prijs.
        </li>
        <li>
          <strong>Wanneer heeft u een taxatie nodig?</strong> Een gevalideerd taxatierapport is nodig voor de
          hypotheek bij aankoop, oversluiten of verbouwen. Vraag de taxatie aan zodra uw bod is geaccepteerd.
        </li>
        <li>
          <strong>Bouwkundige keuring: zo voorkomt u verrassingen.</strong> Een keuring brengt gebreken en
          onderhoudskosten in kaart voordat u tekent, zodat u weet waar u aan begint.
        </li>
        <li>
          <strong>Verduurzamen loont.</strong> Isolatie, een warmtepomp of zonnepanelen verbeteren uw
          energielabel en verlagen uw maandlasten. Een verduurzamingsadvies zet op een rij wat voor uw woning
          het meest oplevert.
        </li>
      </ul>
    ),
  },
  {
    id: 'videos',
    title: "Video's",
    body: (
      <>
        <p>Er zijn nog geen video's. De belangrijkste handelingen in het kort:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>Een nieuwe aanvraag indienen:</strong> kies via{' '}
            <A to="/nieuwe-opdracht">Nieuwe opdracht</A> een dienst, vul het formulier in en verstuur het.
          </li>
          <li>
            <strong>De voortgang volgen:</strong> open uw opdracht onder <A to="/opdrachten">Opdrachten</A>. U
            ziet de stappen, de documenten van uw professional en de berichten.
          </li>
          <li>
            <strong>Een factuur betalen:</strong> klik bij de factuur op de betaalknop en rond de betaling af
            bij de betaalpagina; zie{' '}
            <a
              href="#betalen"
              className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
            >
              Facturen betalen
            </a>
            .
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'afspraken',
    title: 'Afsprakenoverzicht',
    body: (
      <>
        <p>
          Het portaal heeft geen agenda. Afspraken met uw professional (een bezichtiging, een taxatiebezoek,
          een keuring) maakt u rechtstreeks met de professional die aan uw opdracht is gekoppeld: stuur een
          bericht met <strong>Bericht sturen</strong> op de pagina van uw project. De ontvanger krijgt een
          melding en een e-mail.
        </p>
        <p>
          Wat de professional bij een afgeronde stap vastlegt, zoals de datum van het intakegesprek, ziet u in
          het stappenplan op de pagina van uw project. Kunt u niet? Laat het uw professional zo snel mogelijk
          weten via een bericht.
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
        <li>
          Meldingen en facturen gaan naar het e-mailadres van uw account. Klopt dat niet meer? Neem dan
          contact met ons op.
        </li>
        <li>
          Documenten van uw professional, zoals rapporten en contracten, vindt u bij uw project. Download wat
          u wilt bewaren.
        </li>
      </ul>
    ),
  },
  { id: 'beveiliging', title: 'Uw account beveiligen', body: security() },
];

const PROFESSIONAL: ManualSection[] = [
  {
    id: 'opdrachten',
    title: 'Opdrachten',
    body: (
      <p>
        Opdrachten die een beheerder aan u toewijst, ziet u op uw <A to="/dashboard">overzicht</A> en onder{' '}
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
          Rond af met <strong>Markeer als Voltooid</strong>, of door de laatste stap af te ronden. Een
          opdracht met een stap Factuur wordt pas afgerond als de factuur is aangemaakt.
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
      <>
        <p>
          <strong>Eerst uw bedrijfsgegevens.</strong> Een factuur vermeldt uw bedrijfsnaam, adres, KVK-nummer
          en BTW-nummer; op uw IBAN ontvangt u de uitbetalingen. Vul ze in onder{' '}
          <A to="/profiel#bedrijfsgegevens">Bedrijfsgegevens op uw profiel</A>; zonder die gegevens kan er
          geen factuur worden gemaakt.
        </p>
        <p>
          <strong>De factuur maken.</strong> U maakt de factuur in de stap Factuur van het stappenplan. De
          bedragen berekent het portaal: het vaste tarief van de dienst, met de btw per regel.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Aankoopmakelaar en verkoopmakelaar (stap 7): u stelt de factuur op in de stap en kunt extra
            kostenregels toevoegen, met een omschrijving, het bedrag exclusief btw en 0, 9 of 21% btw.
          </li>
          <li>
            Taxatie (stap 3): klik op <strong>Factuur aanmaken</strong>.
          </li>
          <li>
            Bouwkundige keuring, hypotheekadviseur, energielabel en verduurzaming: de factuur wordt
            automatisch gemaakt met het vaste tarief zodra u de stap Factuur voltooit.
          </li>
        </ul>
        <p>
          <strong>Versturen.</strong> De klant krijgt de factuur als PDF per e-mail. U kunt hem opnieuw
          versturen; een factuur wordt in totaal hooguit 5 keer verzonden. Al uw facturen en hun status ziet u
          onder <A to="/professional/invoices">Facturen</A>.
        </p>
        <p>
          <strong>Betaling.</strong> De klant betaalt online (iDEAL, creditcard of Bancontact). Is de factuur
          betaald, dan krijgt u een melding en een e-mail en staat bij de factuur 'Betaald' met de datum. Na
          14 dagen zonder betaling wordt een factuur 'Achterstallig' en krijgt de klant een herinnering.
        </p>
        <p>
          <strong>Corrigeren.</strong> Een verzonden factuur wordt niet aangepast. Klopt er iets niet, dan
          crediteert een beheerder de factuur met een creditnota; daarna maakt u zo nodig een nieuwe factuur.
        </p>
        <p>
          <strong>Uitbetaling.</strong> Van het bedrag exclusief btw van uw betaalde facturen houdt het
          platform 20% in; 80% is voor u. Een beheerder verwerkt de uitbetaling per maand, samen met uw
          leadvergoedingen van die maand; u krijgt een melding zodra die is verwerkt. Elke uitbetaling staat
          onder Facturen, bij Uitbetalingen: open het overzicht voor de posten, de platformvergoeding, het
          bedrag dat u ontvangt, uw rekening en het kenmerk van de overboeking, en download het als PDF.
        </p>
      </>
    ),
  },
  {
    id: 'leadvergoeding',
    title: 'Leads en leadvergoeding',
    body: (
      <>
        <p>
          Een <strong>lead</strong> is een klant die u aanbrengt voor een van de diensten van het portaal. U
          meldt de klant aan onder <A to="/professional/leadvergoeding">Leadvergoeding</A> met{' '}
          <strong>Nieuwe lead</strong>. De lead wordt een aanvraag van uw klant, die een beheerder aan een
          professional toewijst (dat hoeft niet u te zijn). Uw klant krijgt van ons een e-mail om een
          wachtwoord te kiezen, of een bericht als er al een account is.
        </p>
        <p>
          <strong>Vergoeding per dienst.</strong> Voor elke lead ontvangt u een vaste vergoeding; het bedrag
          staat vast op het moment dat u de lead aanmeldt.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          {LEAD_SERVICE_TYPES.map((type) => (
            <li key={type}>
              {PROJECT_TYPE_LABELS[type]}: {formatCents(LEAD_FEES_CENTS[type])}
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">Voor verduurzaming kunt u geen lead aanmelden.</p>
        <p>
          <strong>Verdiend bij voltooiing.</strong> De vergoeding is verdiend zodra de opdracht van uw klant
          is voltooid, één keer per lead. Tot dan staat de lead op 'Open' en telt de vergoeding mee onder 'In
          afwachting'.
        </p>
        <p>
          <strong>Uitbetaling.</strong> Uw leadvergoedingen worden uitbetaald met de maandelijkse uitbetaling
          over de maand waarin de opdracht is voltooid, naast uw deel van de betaalde facturen. Is die
          uitbetaling verwerkt, dan staat bij de lead 'Uitbetaald'.
        </p>
      </>
    ),
  },
  {
    id: 'beveiliging-professional',
    title: 'Uw account beveiligen',
    body: security(
      <p>
        Wordt het IBAN in uw bedrijfsgegevens gewijzigd, door u of door een beheerder, dan krijgt u daarover
        altijd een e-mail met de laatste vier cijfers van het oude en het nieuwe rekeningnummer. Herkent u de
        wijziging niet, neem dan direct contact met ons op en kies een nieuw wachtwoord.
      </p>,
    ),
  },
];

const ADMIN: ManualSection[] = [
  {
    id: 'toewijzen',
    title: 'Opdrachten toewijzen',
    body: (
      <p>
        Op het <A to="/dashboard">beheeroverzicht</A> staan alle opdrachten. Kies bij een opdracht zonder
        professional iemand in de keuzelijst (professionals met de passende specialisatie, en professionals
        zonder opgegeven specialisatie) en klik op <strong>Toewijzen</strong>. De professional en de klant
        krijgen een melding en een e-mail. Een toewijzing is definitief.
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
          op rol. Open een gebruiker voor het profiel, de statistieken en de projecten. De statistieken komen
          uit de facturen: bij een professional de omzet (betaalde facturen exclusief btw), bij een consument
          het aantal betaalde facturen en het bestede bedrag (inclusief btw), steeds na aftrek van
          creditnota's.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>Wachtwoord resetten:</strong> stel een nieuw wachtwoord in (minimaal 8 tekens en niet te
            makkelijk te raden; de meter toont hoe sterk het is). De gebruiker wordt overal afgemeld en krijgt
            een e-mail, zonder het wachtwoord.
          </li>
          <li>
            <strong>Tweestapsverificatie resetten:</strong> is een gebruiker zijn telefoon en herstelcodes
            kwijt, dan schakelt u op de gebruikerspagina de tweestapsverificatie uit. De gebruiker wordt
            overal afgemeld en krijgt een e-mail.
          </li>
          <li>
            <strong>Verwijderen:</strong> kan niet ongedaan worden gemaakt. Persoonlijke gegevens worden
            gewist; opdrachten waar anderen bij betrokken zijn blijven bestaan onder 'Verwijderde gebruiker'.
            Uw eigen account en de laatste beheerder kunnen niet worden verwijderd.
          </li>
          <li>
            <strong>Meekijken:</strong> met de rolkeuze onderin de zijbalk bekijkt u het portaal als een
            consument of professional; elke wissel wordt vastgelegd.
          </li>
        </ul>
        <p>
          Een nieuwe professional maakt u aan via <A to="/admin/create-professional">Professional aanmaken</A>
          . Die krijgt een e-mail met een link om zelf een wachtwoord te kiezen.
        </p>
      </>
    ),
  },
  {
    id: 'facturen-beheer',
    title: "Facturen en creditnota's",
    body: (
      <>
        <p>
          De factuur van een opdracht staat op de pagina van het project. Net als de professional kunt u hem
          downloaden en opnieuw versturen (in totaal hooguit 5 keer). Wordt een factuur betaald, dan krijgt u
          een melding.
        </p>
        <p>
          Een verzonden factuur wordt nooit aangepast. Moet er iets worden gecorrigeerd, maak dan een{' '}
          <strong>creditnota</strong> bij de factuur en geef de reden op. De creditnota heft de hele factuur
          op, krijgt een eigen nummer en wordt per e-mail naar de klant gestuurd; daarna kan de professional
          een nieuwe factuur maken. Was de factuur al betaald, dan moet het bedrag aan de klant worden
          terugbetaald: dat gebeurt buiten het portaal.
        </p>
        <p>
          <strong>Omzet en uitbetalingen.</strong> Onder Omzet ziet u per maand de omzet uit betaalde facturen
          exclusief btw (een creditnota telt af in de maand waarin ze is gemaakt), de platformvergoeding van
          20% en per professional de uitbetaling: 80% van de facturen plus de leadvergoedingen van de leads
          die in die maand zijn voltooid, met een grafiek van de laatste 12 maanden. Met 'Uitbetalen' legt u
          een uitbetaling vast van wat er van die maand nog open staat, voor precies het getoonde bedrag; de
          professional krijgt een melding. Onder Uitbetalingen kiest u aangemaakte uitbetalingen en downloadt
          u er één SEPA-bestand van, dat u bij uw bank inleest; die uitbetalingen staan daarna op 'Naar de
          bank'. Is het geld overgemaakt, open dan het overzicht en kies 'Markeren als uitbetaald'. Met 'CSV
          downloaden' opent u de maand in Excel.
        </p>
      </>
    ),
  },
  {
    id: 'auditlog',
    title: 'Auditlog',
    body: (
      <>
        <p>
          In de <A to="/admin/audit">Auditlog</A> staat elke wijziging aan geld, bankgegevens, rollen,
          wachtwoorden en tweestapsverificatie, en elke toewijzing, verwijdering en rolwissel: wie het deed
          (ook als een beheerder meekeek als iemand anders), wat er veranderde (voor en na), wanneer en vanaf
          welk adres. Niemand kan een regel wijzigen of verwijderen.
        </p>
        <p>
          Filter op gebruiker, actie, soort record, record-ID en periode, en download de selectie met 'CSV
          downloaden'. Op de pagina van een gebruiker ziet u diens recente activiteit.
        </p>
      </>
    ),
  },
  {
    id: 'beveiliging-beheer',
    title: 'Beveiliging voor beheerders',
    body: (
      <p>
        Beheerders zien alle klanten en leggen uitbetalingen vast. Op een publiek adres moet u daarom eerst
        tweestapsverificatie inschakelen voordat u verder kunt, en wordt u na 30 minuten zonder activiteit
        afgemeld. Voor de rest gelden dezelfde regels als voor iedereen: zie 'Uw account beveiligen' bij
        consumenten.
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
  consumer: 'Voor consumenten',
  professional: 'Voor professionals',
  admin: 'Voor beheerders',
};
