// The Dutch texts of invoices and payments, word for word as the contract gives them; where it shows a toast
// without its words ('not shown'), the text is ours and marked so.
import { formatCents, formatDate, formatIban } from '../format';
import { PAYMENT_TERM_DAYS } from './terms';

export const INVOICE_MESSAGES = {
  // Sending.
  sendFailedTitle: 'Fout bij versturen',
  sendFailed: 'Er ging iets mis bij het versturen van de factuur.',
  sendNetworkFailed: 'Fout bij het versturen van de factuur.',
  resendFailedTitle: 'Verzenden mislukt',
  createFailedTitle: 'Fout bij aanmaken factuur',
  downloadFailedTitle: 'Download mislukt',
  downloadErrorTitle: 'Download fout',
  // Paying.
  paymentFailedTitle: 'Betaling mislukt',
  paymentErrorTitle: 'Betalingsfout',
  redirectErrorTitle: 'Omleidingsfout',
  // Empty states; the appraisal step's button and the success banner; the list view.
  noInvoice: 'Er is nog geen factuur beschikbaar voor dit project',
  createInStep7: 'Professional moet eerst de factuur aanmaken in stap 7',
  createInvoice: 'Factuur aanmaken',
  /** Where the invoice step of the workflow holds the generator, the invoice card points there. */
  createInStepOfWorkflow: (stepNumber: number) =>
    `U maakt de factuur in stap ${stepNumber} van het stappenplan.`,
  toWorkflow: 'Naar het stappenplan',
  paymentSucceeded: 'Betaling Succesvol!',
  paid: 'Betaald',

  // Ours (the spec describes these without their words).
  paymentError: 'Er ging iets mis bij het aanmaken van de betaling. Probeer het opnieuw.',
  redirectError: 'De betaalpagina heeft een onveilig adres en is niet geopend.',
  created: 'Factuur aangemaakt en per e-mail verzonden',
  sent: 'Factuur verzonden',
  sendLimitReached: 'Deze factuur is al 5 keer verzonden',
  notPayable: 'Deze factuur kan nu niet worden betaald',
  alreadyExists: 'Voor dit project bestaat al een factuur',
  notFound: 'Factuur niet gevonden',
  noProfessional: 'Er is nog geen professional aan deze opdracht toegewezen',
  projectCancelled: 'Voor een geannuleerde opdracht wordt geen factuur gemaakt',
  notInvoiceable: 'Voor dit soort opdracht wordt geen factuur gemaakt',
  paymentsOff:
    'Online betalen is op deze installatie niet ingesteld. Maak het bedrag over naar het IBAN op de factuur, onder vermelding van het factuurnummer.',
  providerUnavailable:
    'De betaaldienst is op dit moment niet bereikbaar. Probeer het over enkele minuten opnieuw.',
  paymentInProgress: 'Er loopt al een betaling voor deze factuur. Wacht tot uw bank die heeft verwerkt.',
  paymentProcessing: 'Uw betaling wordt verwerkt. Dit kan enkele ogenblikken duren.',
  paymentNotCompleted: 'De betaling is niet voltooid. De factuur staat nog open; u kunt opnieuw betalen.',
  alreadyPaid: 'Deze factuur is al betaald',
  credited: 'Gecrediteerd',
  creditNote: 'Creditnota',
  creditNoteCreated: 'Creditnota aangemaakt en per e-mail verzonden',
  alreadyCredited: 'Deze factuur is al gecrediteerd',
  creditedNotPayable:
    'Deze factuur is gecrediteerd en kan niet meer worden betaald. Is er een nieuwe factuur voor deze opdracht, betaal dan die.',
  notCreditable: 'Een creditnota kan niet worden gecrediteerd',
  invoiceRequired:
    'Maak eerst de factuur aan en verstuur die; deze stap wordt voltooid zodra de factuur is verzonden.',
  completeNeedsInvoice: 'Een opdracht wordt pas afgerond als de factuur is verzonden.',
  // Drafts ('Concept'), previewing and sending them (docs/decisions/0032). Ours.
  draftCreated: 'Conceptfactuur aangemaakt. Bekijk het voorbeeld en verstuur de factuur.',
  draftSaved: 'Conceptfactuur opgeslagen',
  draftOnly: 'Alleen een conceptfactuur kan worden gewijzigd of verstuurd',
  notSentYet: 'Deze factuur is nog een concept; verstuur de factuur eerst',
  draftNotCreditable:
    'Een conceptfactuur is nog niet verstuurd en wordt niet gecrediteerd; wijzig het concept',
  draftHasNoPdf: 'Een conceptfactuur heeft nog geen PDF; bekijk het voorbeeld',
  previewOnlyDraft: 'Alleen van een conceptfactuur wordt een voorbeeld gemaakt',
  preview: 'Voorbeeld bekijken',
  send: 'Versturen',
  sendConfirmTitle: 'Factuur versturen?',
  sendConfirm:
    'De factuur krijgt nu een factuurnummer en wordt per e-mail naar de klant verstuurd. Daarna kunt u de factuur niet meer wijzigen.',
  sentWithNumber: (invoiceNumber: string) => `Factuur ${invoiceNumber} verzonden`,
  draftNotice: 'Deze factuur is nog een concept. De klant ziet de factuur pas als u die verstuurt.',
  concept: 'CONCEPT',
  editCosts: 'Extra kosten wijzigen',
  saveDraft: 'Concept opslaan',
  draftSaveFailedTitle: 'Concept opslaan mislukt',
  // An admin records a bank transfer to the collecting account (decision 0030).
  paidByTransfer: 'Betaald per overschrijving',
  paidByTransferConfirmTitle: 'Betaald per overschrijving?',
  paidByTransferConfirm: (invoiceNumber: string) =>
    `Is het bedrag van factuur ${invoiceNumber} op de rekening van het platform ontvangen? De factuur wordt als betaald geboekt en een openstaande online betaling wordt geannuleerd.`,
  paidByTransferDone: 'Factuur geboekt als betaald per overschrijving',
  /** The payment method shown for a recorded transfer. */
  transferMethod: 'Overschrijving',
} as const;

/**
 * The consumer's empty state while the professional has not made the invoice yet (word for word for
 * step 7, the buyer's and seller's agent; the appraisal, survey and others name their own invoice step).
 */
export const createInStepText = (stepNumber: number): string =>
  stepNumber === 7
    ? INVOICE_MESSAGES.createInStep7
    : `Professional moet eerst de factuur aanmaken in stap ${stepNumber}`;

/** The company details an invoice must show (the professional's profile), by their Dutch names. Ours. */
export const COMPANY_DETAIL_LABELS = {
  company: 'bedrijfsnaam',
  address: 'adres (straat, huisnummer, postcode en plaats)',
  kvkNummer: 'KVK-nummer',
  btwNummer: 'BTW-nummer',
  iban: 'IBAN',
} as const;

/** 409 when the professional's profile lacks company details: which ones. Ours. */
export const missingCompanyDetailsText = (missing: readonly string[]): string =>
  `Vul eerst de bedrijfsgegevens in het profiel van de professional aan; er ontbreekt: ${missing.join(', ')}`;

/** Validation messages of the invoice form (description, amount ex VAT, VAT 0, 9 or 21). Ours. */
export const INVOICE_FIELD_MESSAGES = {
  project: 'Opdracht niet gevonden',
  description: 'Omschrijving is verplicht',
  amount: 'Vul een bedrag in hele centen in',
  amountPositive: 'Het bedrag moet groter zijn dan € 0,00',
  amountTooLarge: 'Het bedrag is te hoog',
  vatRate: 'Kies 0, 9 of 21% BTW',
  tooManyLines: 'Maximaal 20 extra kostenregels',
  creditReason: 'Geef de reden van de creditnota op',
} as const;

/**
 * The account that collects invoices for the professionals: the platform's third-party funds account (stichting
 * derdengelden), configured as PLATFORM_PAYEE_NAME and PLATFORM_IBAN (decision 0030).
 */
export interface CollectingAccount {
  name: string;
  /** Compact, upper case: NL20INGB0001234567. */
  iban: string;
}

/** What the consumer needs to pay an invoice: where to pay online (null: online payment is off) and the account. */
export interface PaymentRoute {
  account: CollectingAccount;
  payUrl: string | null;
}

/**
 * How an invoice is paid, as the PDF and the mail say it. Ours. Two ways to one place: online through the pay link,
 * or by transfer to the collecting account quoting the invoice number; never to the professional's own account, so
 * that every payment lands where the books match it and nobody pays twice (decision 0030). A credit note asks for
 * nothing: it says the amount is settled or refunded.
 */
export const PAYMENT_INSTRUCTION_MESSAGES = {
  heading: 'Betalen',
  /** The term, and that one of the two ways is enough. */
  term: (dueDate: string, online: boolean) =>
    `Te betalen binnen ${PAYMENT_TERM_DAYS} dagen, uiterlijk ${formatDate(dueDate)}${
      online ? ', op een van deze twee manieren (niet allebei):' : ', per bankoverschrijving:'
    }`,
  /** The PDF prints the pay link on a line of its own below this, so that it is never broken. */
  online: 'Online met iDEAL, creditcard of Bancontact, via deze link:',
  /** Holds 'overmaken naar het IBAN', whichever way it is read: the transfer is always possible. */
  transfer: (account: CollectingAccount, invoiceNumber: string) =>
    `Per bankoverschrijving: u kunt het bedrag overmaken naar het IBAN ${formatIban(account.iban)} ten name van ${account.name}, onder vermelding van factuurnummer ${invoiceNumber}.`,
  /** The payment agent's sentence: paying the collecting account settles the professional's invoice. */
  agent: (account: CollectingAccount, supplier: string) =>
    `${account.name} ontvangt de betaling van deze factuur namens ${supplier}; met uw betaling aan ${account.name} is de factuur voldaan.`,
  /** The invoice mail's opening: what it is, the total and the term. */
  mailIntro: (o: { invoiceNumber: string; what: string; totalAmount: number; dueDate: string }) =>
    `U ontvangt factuur ${o.invoiceNumber} voor ${o.what}. Het totaalbedrag is ${formatCents(o.totalAmount)} inclusief BTW; graag voldaan uiterlijk ${formatDate(o.dueDate)}. De factuur zit als PDF in de bijlage; u vindt haar ook via de link hieronder.`,
  mailOnline: (payUrl: string) =>
    `Online betalen met iDEAL, creditcard of Bancontact doet u op de pagina van uw opdracht: ${payUrl}`,
  mailOneWay: 'Betaal op één manier: online óf per overschrijving, niet allebei.',
  /** The overdue reminder's last sentence. */
  overdue: (route: PaymentRoute, invoiceNumber: string) =>
    `${route.payUrl ? `U kunt online betalen op de pagina van uw opdracht (${route.payUrl}), of het bedrag` : 'U kunt het bedrag'} overmaken naar het IBAN ${formatIban(route.account.iban)} ten name van ${route.account.name}, onder vermelding van factuurnummer ${invoiceNumber}.`,
  /** A credit note's closing paragraph: nothing to pay; the amount is settled with the invoice or paid back. */
  creditNote: (creditedInvoiceNumber: string, amount: number) =>
    `Deze creditnota hoort bij factuur ${creditedInvoiceNumber}. Het bedrag van ${formatCents(Math.abs(amount))} wordt met die factuur verrekend of binnen ${PAYMENT_TERM_DAYS} dagen aan u terugbetaald.`,
} as const;

/** The invoice's addressee (decision 0033): the 409 when there is no complete address to send it to. Ours. */
export const INVOICE_CLIENT_ADDRESS_MESSAGES = {
  missing:
    'Het adres van de klant ontbreekt. Een factuur vermeldt het adres van de klant (straat, huisnummer, postcode en plaats), maar de aanvraag en het profiel van de klant noemen geen volledig adres. Vraag de klant het adres in te vullen bij Mijn profiel en maak de factuur daarna opnieuw aan.',
} as const;
