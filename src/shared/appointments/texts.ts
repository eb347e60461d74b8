// The Dutch texts of appointments: the cards, the invitation, change, cancellation and reminder mails, the calendar
// link on /profiel and the refusals.

/** '1 december 2026 om 09:30': how a mail and a notification name an appointment's moment (Amsterdam time). */
export function appointmentMoment(startsAt: Date | string): string {
  const d = new Date(startsAt);
  const day = new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(d);
  const time = new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
  }).format(d);
  return `${day} om ${time}`;
}

interface Named {
  title: string;
  projectRef: string;
}

export const APPOINTMENT_MESSAGES = {
  cardTitle: 'Afspraken',
  dashboardTitle: 'Komende afspraken',
  none: 'Er zijn nog geen afspraken gepland.',
  noneUpcoming: 'Geen afspraken gepland.',
  loadFailed: 'De afspraken konden niet worden geladen.',
  placeUnknown: 'Locatie volgt',
  status: { active: 'Gepland', cancelled: 'Geannuleerd', past: 'Geweest' },
  columns: {
    date: 'Datum',
    time: 'Tijd',
    title: 'Afspraak',
    place: 'Locatie',
    status: 'Status',
    project: 'Project',
  },
  // Mails
  invitationSubject: (a: Named) => `Uitnodiging: ${a.title} (${a.projectRef})`,
  changedSubject: (a: Named) => `Gewijzigde afspraak: ${a.title} (${a.projectRef})`,
  cancelledSubject: (a: Named) => `Afspraak geannuleerd: ${a.title} (${a.projectRef})`,
  reminderSubject: (a: Named) => `Herinnering: ${a.title} (${a.projectRef})`,
  invitationText: (a: Named, moment: string, place: string | null) =>
    `Er is een afspraak gepland voor uw opdracht ${a.projectRef}: ${a.title} op ${moment}${place ? `, ${place}` : ''}.`,
  changedText: (a: Named, moment: string, place: string | null) =>
    `De afspraak ${a.title} voor opdracht ${a.projectRef} is gewijzigd. De nieuwe afspraak is op ${moment}${place ? `, ${place}` : ''}.`,
  cancelledText: (a: Named, moment: string) =>
    `De afspraak ${a.title} voor opdracht ${a.projectRef} op ${moment} gaat niet door.`,
  reminderText: (a: Named, moment: string, place: string | null) =>
    `Een herinnering aan uw afspraak ${a.title} voor opdracht ${a.projectRef}: ${moment}${place ? `, ${place}` : ''}.`,
  calendarHint: 'In de bijlage vindt u de afspraak voor uw agenda.',
  cancelHint: 'Met de bijlage haalt u de afspraak uit uw agenda.',
  openProject: 'Opdracht bekijken',
  // The consumer's notification when the moment moved
  movedNoticeTitle: 'Afspraak verzet',
  movedNotice: (a: Named, moment: string) =>
    `De afspraak ${a.title} voor opdracht ${a.projectRef} is verzet naar ${moment}.`,
  // The calendar link on /profiel
  feedTitle: 'Agenda-koppeling',
  feedIntro:
    'Zet uw afspraken in uw eigen agenda (Outlook, Google Agenda, Apple Agenda) met een persoonlijke link. Deel deze link met niemand: wie hem heeft, ziet uw afspraken.',
  feedNone: 'U heeft nog geen agenda-koppeling.',
  feedActive: (since: string) => `Agenda-koppeling actief sinds ${since}.`,
  feedCreate: 'Koppeling maken',
  feedRenew: 'Nieuwe link maken',
  feedUrlLabel: 'Uw agenda-link',
  feedUrlOnce: 'Kopieer de link nu: om veiligheidsredenen tonen we hem maar één keer.',
  feedCopy: 'Kopiëren',
  feedCopied: 'Gekopieerd',
  feedRevoke: 'Intrekken',
  feedRevokeQuestion:
    'Agenda-koppeling intrekken? Agenda’s die de link gebruiken, krijgen geen afspraken meer.',
  feedRevoked: 'De agenda-koppeling is ingetrokken.',
  feedName: 'Woonportaal afspraken',
  // Refusals
  badRange: 'De einddatum moet na de begindatum liggen',
  rangeTooLong: 'Vraag afspraken op over hoogstens 366 dagen',
  badDate: 'Vul een geldige datum in (JJJJ-MM-DD)',
  feedNotFound: 'Deze agenda-link bestaat niet (meer)',
  feedViewingAs: 'Een agenda-koppeling maakt of trekt u alleen in voor uw eigen account',
} as const;
