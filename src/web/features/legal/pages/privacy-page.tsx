import { StaticPage } from '../components/static-page';

export function PrivacyPage() {
  return (
    <StaticPage title="Privacybeleid">
      <p>
        Woonportaal gaat zorgvuldig om met uw persoonsgegevens en houdt zich aan de Algemene verordening
        gegevensbescherming (AVG). Op deze pagina leest u welke gegevens wij gebruiken en waarom.
      </p>
      <h2>Welke gegevens wij bewaren</h2>
      <ul>
        <li>Uw naam, e-mailadres en (als u dat opgeeft) telefoonnummer.</li>
        <li>
          De aanvragen en opdrachten die u via het portaal doet, met de bijbehorende documenten en facturen.
        </li>
        <li>Berichten en feedback die u ons stuurt.</li>
      </ul>
      <h2>Waarvoor wij ze gebruiken</h2>
      <p>
        Alleen om uw opdrachten uit te voeren: om u in contact te brengen met de professional die uw opdracht
        oppakt, om u op de hoogte te houden en om te factureren. Wij verkopen uw gegevens niet.
      </p>
      <h2>Cookies en opslag in uw browser</h2>
      <p>
        Wij gebruiken één noodzakelijke cookie om u ingelogd te houden. Uw themavoorkeuren (kleuren en
        lettergrootte) bewaren wij alleen in uw eigen browser. Er worden geen advertentie- of volgcookies
        geplaatst.
      </p>
      <h2>Uw rechten</h2>
      <p>
        U kunt uw gegevens inzien, laten corrigeren of laten verwijderen. Neem daarvoor contact met ons op via
        de contactpagina.
      </p>
    </StaticPage>
  );
}
