// What user management tells the person it concerns. Dutch texts; the service writes them in its transaction.
export const NOTICES = {
  /** The mail after an admin set a new password (never the password itself). */
  passwordResetByAdmin: {
    subject: 'Uw wachtwoord is gewijzigd',
    message:
      'Een beheerder van Woonportaal heeft het wachtwoord van uw account gewijzigd. Alle bestaande sessies zijn afgemeld. ' +
      'U ontvangt het nieuwe wachtwoord niet per e-mail: vraag het aan de beheerder, of kies zelf een nieuw wachtwoord via ' +
      "'Wachtwoord vergeten' op de inlogpagina. Heeft u hier niet om gevraagd? Neem dan direct contact met ons op.",
  },
};

/** What the admins are told when a professional's IBAN changes (the professional gets a mail: ibanChangedMail). */
export const IBAN_NOTICES = {
  toAdmins: (p: {
    name: string;
    email: string;
    oldLastFour: string | null;
    newLastFour: string | null;
    byAdmin: string | null;
  }) => {
    const account = (lastFour: string | null) => (lastFour ? `eindigend op ${lastFour}` : 'leeg');
    return {
      title: 'IBAN van een professional gewijzigd',
      message:
        `Het IBAN van ${p.name} (${p.email}) is gewijzigd van ${account(p.oldLastFour)} naar ${account(p.newLastFour)}` +
        `${p.byAdmin ? `, door beheerder ${p.byAdmin}` : ', door de professional zelf'}. De professional heeft hierover een e-mail gekregen.`,
    };
  },
};
