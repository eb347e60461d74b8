import { StaticPage } from '../components/static-page';

export function TermsPage() {
  return (
    <StaticPage title="Algemene voorwaarden">
      <p>
        Deze voorwaarden gelden voor het gebruik van Woonportaal. Door een account aan te maken gaat u ermee
        akkoord.
      </p>
      <h2>Uw account</h2>
      <ul>
        <li>U geeft bij registratie juiste en volledige gegevens op.</li>
        <li>U houdt uw wachtwoord geheim; handelingen met uw account komen voor uw rekening.</li>
      </ul>
      <h2>Opdrachten</h2>
      <p>
        Via het portaal vraagt u diensten aan die worden uitgevoerd door zelfstandige professionals. De
        afspraken over de uitvoering en de kosten van een opdracht maakt u met de professional; het portaal
        toont de voortgang, documenten en facturen.
      </p>
      <h2>Betalingen</h2>
      <p>Facturen betaalt u veilig online via het portaal. Een betaalde factuur ziet u direct als betaald.</p>
      <h2>Wijzigingen</h2>
      <p>Wij kunnen deze voorwaarden aanpassen. Belangrijke wijzigingen melden wij vooraf in het portaal.</p>
    </StaticPage>
  );
}
