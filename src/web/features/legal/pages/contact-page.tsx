import { StaticPage } from '../components/static-page';

export function ContactPage() {
  return (
    <StaticPage title="Contact">
      <p>Heeft u een vraag over uw account, een aanvraag of een factuur? Wij helpen u graag.</p>
      <h2>Bent u ingelogd?</h2>
      <p>
        Gebruik de knop Feedback bovenaan elke pagina van het portaal. Uw bericht komt direct bij ons team
        terecht, samen met de pagina waarop u was, zodat wij u snel kunnen helpen. Vragen over een lopende
        opdracht stelt u het best rechtstreeks aan uw professional via de opdrachtpagina.
      </p>
      <h2>Kunt u niet inloggen?</h2>
      <p>
        Vraag via de inlogpagina een nieuw wachtwoord aan met ‘Wachtwoord vergeten?’. U ontvangt dan een
        e-mail met een link om een nieuw wachtwoord in te stellen.
      </p>
    </StaticPage>
  );
}
