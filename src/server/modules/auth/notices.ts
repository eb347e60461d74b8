// What an account tells its owner in the bell. The mails themselves (welcome, verification, password reset and
// changed) are whole templates in mail/templates.ts. Dutch texts; the service writes them in its transaction.
export const NOTICES = {
  welcome: {
    title: 'Welkom bij Woonportaal',
    message: 'Uw account is aangemaakt. Bevestig uw e-mailadres via de link in de e-mail die we u stuurden.',
  },
};
