// The Dutch texts of the leads.
export const LEAD_MESSAGES = {
  created: 'Lead aangemaakt',
  createFailed: 'Fout bij aanmaken lead',
  serviceType: 'Kies een dienst',
  clientName: 'Naam klant is verplicht',
  email: 'Ongeldig e-mailadres',
  contactnummer: 'Contactnummer is verplicht',
  postcode: 'Postcode is verplicht',
  huisnummer: 'Huisnummer is verplicht',
  straat: 'Straat is verplicht',
  plaats: 'Plaats is verplicht',
  invalidForm: 'Controleer de gegevens van de lead',
  /** In the list, in place of the client's name, once the client objected and their details were erased. */
  erasedClient: 'Gegevens verwijderd',
  noFee: 'Geen vergoeding',
} as const;

export const LEAD_STATUS_LABELS = {
  open: 'Open',
  completed: 'Voltooid',
  objected: 'Bezwaar gemaakt',
} as const;

/** The lead's extras and notes as the client's first mail names what was passed on (decision 0042). */
export const LEAD_DETAIL_NAMES = {
  bouwjaar: 'het bouwjaar',
  oppervlakte: 'de oppervlakte',
  soortPand: 'het soort pand',
  budget: 'uw budget',
  gewensteAfspraak: 'uw gewenste afspraak',
  notes: 'een toelichting van de professional',
} as const;

/** How long the link 'Ik wil niet benaderd worden' in a lead client's first mail works (decision 0042). */
export const OPT_OUT_DAYS = 30;

/** The texts of the opt-out link and its page (decision 0042). */
export const OPT_OUT_MESSAGES = {
  linkLabel: 'Ik wil niet benaderd worden',
  unknown:
    'Deze link is niet geldig. Controleer of u de volledige link uit de e-mail heeft gebruikt, of neem contact met ons op.',
  expired: `Deze link is verlopen: hij was ${OPT_OUT_DAYS} dagen geldig. Wilt u niet meer benaderd worden? Neem dan contact met ons op, dan verwijderen wij uw gegevens.`,
  alreadyDone:
    'U heeft al laten weten dat u niet benaderd wilt worden. De aanvraag is gesloten en uw gegevens zijn verwijderd.',
  workStarted:
    'Aan deze aanvraag wordt al gewerkt, of hij is afgerond. Wilt u toch niet verder? Neem dan contact met ons op.',
  done: 'U wordt niet meer benaderd. De aanvraag is gesloten en uw gegevens zijn verwijderd.',
  pageTitle: 'Niet benaderd worden',
  /** What the page says before asking to confirm. */
  intro: (referrer: string, service: string) =>
    `${referrer} heeft uw gegevens aan Woonportaal doorgegeven voor een ${service}.`,
  consequences: [
    'De aanvraag wordt gesloten: niemand neemt hierover nog contact met u op.',
    'Uw naam, e-mailadres, telefoonnummer, adres en wat over de opdracht is doorgegeven, worden verwijderd.',
    'Is er alleen voor deze aanvraag een account voor u aangemaakt, dan wordt ook dat account verwijderd.',
    'De professional die u aanmeldde, hoort dat u niet benaderd wilt worden, zonder uw gegevens.',
  ],
  consequencesIntro: 'Als u bevestigt dat u niet benaderd wilt worden:',
  irreversible: 'Dit kunt u niet ongedaan maken.',
  confirm: 'Ja, ik wil niet benaderd worden',
  pending: 'Bezig…',
  doneTitle: 'Uw bezwaar is verwerkt',
  loading: 'Bezig met laden…',
  /** The professional is told: a notification and a mail, without the erased details. */
  professionalTitle: 'Klant wil niet benaderd worden',
  professionalMessage: (leadRef: string) =>
    `De klant van lead ${leadRef} heeft laten weten niet benaderd te willen worden. De lead is gesloten en de gegevens van de klant zijn verwijderd; er wordt geen leadvergoeding voor berekend.`,
  /** A professional assigned to the lead's request: the request is gone. */
  assignedTitle: 'Opdracht vervallen',
  assignedMessage: (projectRef: string) =>
    `Opdracht ${projectRef} is vervallen: de klant heeft laten weten niet benaderd te willen worden. De gegevens van de klant zijn verwijderd.`,
} as const;

export const LEAD_PAYOUT_LABELS = { paid: 'Uitbetaald', pending: 'In behandeling' } as const;
