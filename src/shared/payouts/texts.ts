// The payout statements' texts (ours: the contract shows no statement).
import { formatCents } from '../format';

export const PAYOUT_MESSAGES = {
  statementTitle: 'Uitbetalingsoverzicht',
  listTitle: 'Uitbetalingen',
  noPayouts: 'Nog geen uitbetalingen.',
  period: 'Periode',
  reference: 'Kenmerk',
  totalExBtw: 'Omzet excl. btw',
  platformFee: 'Platformvergoeding (20%)',
  leadFees: 'Leadvergoedingen',
  net: 'Uit te betalen',
  iban: 'Rekening',
  downloadPdf: 'Overzicht downloaden (PDF)',
  downloadSepa: 'SEPA-bestand downloaden',
  markPaid: 'Markeren als uitbetaald',
  markPaidConfirm: (name: string, cents: number) =>
    `Uitbetaling van ${formatCents(cents)} aan ${name} markeren als uitbetaald? Dit kan niet ongedaan worden gemaakt.`,
  statusChanged: 'Status van de uitbetaling bijgewerkt.',
  sepaDone: 'SEPA-bestand gemaakt; de uitbetalingen staan op "Naar de bank".',
  loadFailed: 'Fout bij laden van uitbetalingen',
  // The server's refusals.
  notFound: 'Uitbetaling niet gevonden',
  invalidPayout: 'Ongeldige uitbetaling',
  invalidProfessional: 'Ongeldige professional',
  invalidStatus: 'Kies een geldige status',
  choosePayouts: 'Kies minstens één uitbetaling',
  tooManyPayouts: 'Kies hoogstens 500 uitbetalingen per bestand',
  statusNotAllowed: (from: string, to: string) =>
    `Een uitbetaling met status "${from}" kan niet naar "${to}".`,
  notInSepa: 'Alleen aangemaakte uitbetalingen kunnen in een SEPA-bestand.',
  // Ours (server side): who pays, and how an item reads on the statement.
  platformName: 'Woonportaal',
  invoiceItem: (number: string, what: string | null) =>
    what ? `Factuur ${number}: ${what}` : `Factuur ${number}`,
  creditNoteItem: (creditedNumber: string) => `Creditnota bij factuur ${creditedNumber}`,
  leadFeeItem: (leadRef: string) => `Leadvergoeding lead ${leadRef}`,
  leadFeeReversalItem: (leadRef: string) => `Leadvergoeding lead ${leadRef} teruggedraaid`,
  nothingToTransfer: (reference: string) => `Uitbetaling ${reference} heeft geen bedrag om over te maken.`,
  noIban: (name: string) => `Van ${name} is geen IBAN bekend; vul die eerst in bij het profiel.`,
  // The pages' texts (ours).
  adminDescription:
    'De uitbetalingsoverzichten aan professionals: zet aangemaakte uitbetalingen in een SEPA-bestand voor de bank en markeer ze als uitbetaald zodra het geld is overgemaakt.',
  professionalDescription:
    'Per uitbetaling: uw omzet excl. btw, min de platformvergoeding van 20%, plus uw leadvergoedingen.',
  allProfessionals: 'Alle professionals',
  allStatuses: 'Alle statussen',
  professional: 'Professional',
  status: 'Status',
  amount: 'Bedrag',
  createdAt: 'Aangemaakt op',
  sentAt: 'Naar de bank op',
  paidAt: 'Uitbetaald op',
  items: 'Posten',
  itemsOf: (reference: string) => `Posten van uitbetaling ${reference}`,
  noItems: 'Deze uitbetaling heeft geen posten.',
  kind: 'Soort',
  description: 'Omschrijving',
  date: 'Datum',
  select: (reference: string) => `Uitbetaling ${reference} selecteren`,
  selectAll: 'Alle aangemaakte uitbetalingen in de lijst selecteren',
  selected: (count: number, cents: number) =>
    count === 1
      ? `1 uitbetaling gekozen, ${formatCents(cents)}`
      : `${count} uitbetalingen gekozen, samen ${formatCents(cents)}`,
  noneSelected: 'Kies de aangemaakte uitbetalingen die in het SEPA-bestand moeten.',
  sepaFailed: 'Fout bij maken van het SEPA-bestand',
  statusFailed: 'Fout bij bijwerken van de uitbetaling',
  markPaidDescription:
    'Doe dit pas als het bedrag is overgemaakt. De professional ziet de nieuwe status in het eigen overzicht.',
  busy: 'Bezig...',
  view: (reference: string) => `Overzicht ${reference} bekijken`,
  backToList: 'Terug naar uitbetalingen',
  backToInvoices: 'Terug naar facturen',
  openList: 'Uitbetalingen',
  pick: 'Kiezen voor het SEPA-bestand',
  calculation: 'Berekening',
  checkConnection: 'Controleer uw verbinding en probeer het opnieuw.',
} as const;
