// The Dutch texts of document requests: what the screens, the refusals, the notifications and the mails say.

export const DOCUMENT_REQUEST_MESSAGES = {
  cardTitle: 'Wat we van u nodig hebben',
  professionalCardTitle: 'Gevraagd aan de klant',
  dashboardEmpty: 'Er wordt op dit moment niets van u gevraagd.',
  empty: 'Er zijn nog geen documenten opgevraagd.',
  notFound: 'Documentverzoek niet gevonden',
  titleRequired: 'Titel is verplicht',
  dueDateInvalid: 'Voer een geldige datum in',
  dueDateInPast: 'De uiterste datum mag niet in het verleden liggen',
  reasonRequired: 'Geef een reden op',
  created: 'Het verzoek is verstuurd',
  uploaded: 'Uw bestanden zijn verstuurd',
  accepted: 'Het document is goedgekeurd',
  rejected: 'Het document is afgekeurd',
  fileDeleted: 'Bestand verwijderd',
  noFiles: 'Er is nog niets geüpload bij dit verzoek',
  notSubmitted: 'Dit verzoek wacht niet op een beoordeling: er zijn geen nieuwe bestanden geüpload',
  alreadyAccepted: 'Dit verzoek is al goedgekeurd',
  projectClosed:
    'Deze opdracht is afgerond of geannuleerd; documentverzoeken kunnen niet meer worden gewijzigd',
  fileNotInRequest: 'Bestand niet gevonden bij dit verzoek',
  notYourFile: 'U kunt alleen bestanden verwijderen die u zelf heeft geüpload',
  // Screens
  askTitle: 'Documenten opvragen',
  askButton: 'Verzoek versturen',
  presetLabel: 'Kies een veelgevraagd document',
  presetNone: 'Zelf invullen',
  titleLabel: 'Titel',
  descriptionLabel: 'Toelichting',
  dueDateLabel: 'Uiterste datum (optioneel)',
  uploadLabel: 'Bestanden kiezen',
  uploadButton: 'Uploaden',
  acceptButton: 'Goedkeuren',
  rejectButton: 'Afkeuren',
  rejectReasonLabel: 'Reden van afkeuren',
  rejectConfirm: 'Afkeuren bevestigen',
  cancel: 'Annuleren',
  deleteFile: (name: string) => `${name} verwijderen`,
  dueOn: (date: string) => `Uiterlijk ${date}`,
  reasonShown: (reason: string) => `Afgekeurd: ${reason}`,
  filesHeading: 'Geüploade bestanden',
  projectLink: 'Naar de opdracht',
  loadFailed: 'De documentverzoeken konden niet worden geladen',
  // Notifications and mails
  askedTitle: 'Wij hebben een document van u nodig',
  asked: (title: string, project: string, due: string | null) =>
    `Voor uw opdracht ${project} vragen wij u om: ${title}.${due ? ` Graag uiterlijk ${due}.` : ''} U kunt het bestand uploaden op de pagina van uw opdracht.`,
  submittedTitle: 'Document ontvangen',
  submitted: (title: string, project: string, count: number) =>
    `De klant heeft ${count === 1 ? 'een bestand' : `${count} bestanden`} geüpload voor '${title}' bij opdracht ${project}. Beoordeel het op de pagina van de opdracht.`,
  acceptedTitle: 'Document goedgekeurd',
  acceptedNotice: (title: string, project: string) =>
    `Uw document '${title}' voor opdracht ${project} is goedgekeurd. Dank u wel.`,
  rejectedTitle: 'Document afgekeurd',
  rejectedNotice: (title: string, project: string, reason: string) =>
    `Uw document '${title}' voor opdracht ${project} is afgekeurd. Reden: ${/[.!?]$/.test(reason) ? reason : `${reason}.`} Upload een nieuw bestand op de pagina van uw opdracht.`,
} as const;
