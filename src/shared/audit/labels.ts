// What the audit screen calls each action, record type and recorded field, in Dutch. The codes are the ones the
// server writes (and has written: the log is never rewritten, so an old code keeps its label here). A code without
// a label is shown as it is. The codes an entry records as values (a status, a role, a method) read by their Dutch
// labels too (auditValueLabel), so no raw English code reaches the screen.
import { DOCUMENT_REQUEST_STATUS_LABELS } from '../document-requests/schemas';
import { DOCUMENT_CATEGORY_LABELS } from '../documents/schemas';
import { INVOICE_STATUS_LABELS } from '../invoices/status';
import { LEAD_STATUS_LABELS } from '../leads/texts';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_REFUND_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
} from '../payments/status';
import { PAYOUT_ITEM_KIND_LABELS, PAYOUT_STATEMENT_STATUS_LABELS } from '../payouts/status';
import { PROJECT_STATUS_LABELS } from '../projects/status';
import { PROJECT_TYPE_LABELS } from '../projects/types';
import { PAYOUT_STATUS_LABELS } from '../revenue/texts';
import { ROLE_LABELS } from '../users/roles';

export const AUDIT_ACTION_LABELS = {
  // Accounts and access
  'user.register': 'Account geregistreerd',
  'user.create-from-request': 'Account aangemaakt bij aanvraag',
  'user.create-professional': 'Professional aangemaakt',
  'user.create-admin': 'Beheerder aangemaakt',
  'users.profile-updated': 'Profiel gewijzigd',
  'users.company-details-updated': 'Bedrijfsgegevens gewijzigd',
  'users.admin-password-reset': 'Wachtwoord gewijzigd door beheerder',
  'users.deleted': 'Gebruiker verwijderd',
  'users.anonymised': 'Gebruiker geanonimiseerd',
  'users.data-exported': 'Eigen gegevens gedownload',
  'auth.password-reset-requested': 'Wachtwoordherstel aangevraagd',
  'auth.password-reset-refused-demo': 'Wachtwoordherstel geweigerd (demo-account)',
  'auth.password-reset': 'Wachtwoord opnieuw ingesteld',
  'auth.email-verified': 'E-mailadres bevestigd',
  'auth.switch-user': 'Weergave als gebruiker gestart',
  'auth.switch-user.end': 'Weergave als gebruiker beëindigd',
  'auth.2fa.setup-started': 'Tweestapsverificatie instellen begonnen',
  'auth.2fa.enabled': 'Tweestapsverificatie ingeschakeld',
  'auth.2fa.disabled': 'Tweestapsverificatie uitgeschakeld',
  'auth.2fa.recovery-code-used': 'Ingelogd met een herstelcode',
  'calendar.token-created': 'Agenda-koppeling gemaakt',
  'calendar.token-revoked': 'Agenda-koppeling ingetrokken',
  'users.2fa-reset': 'Tweestapsverificatie hersteld door beheerder',
  'user.unproven-account-released': 'Onbevestigd account teruggegeven aan de mailbox',
  'request.refused-staff-address': 'Aanvraag niet gekoppeld (adres van professional of beheerder)',
  // Projects and their work
  'project.create': 'Aanvraag ingediend',
  'project.create-public': 'Aanvraag ingediend via formulier',
  'project.assign': 'Professional toegewezen',
  'project.status': 'Projectstatus gewijzigd',
  'project.reopen': 'Project heropend',
  'workflow.initialize': 'Stappenplan gestart',
  'workflow.step.complete': 'Stap afgerond',
  'workflow.step.update': 'Stap bijgewerkt',
  'workflow.step.save': 'Stap opgeslagen',
  'document.upload': 'Document toegevoegd',
  'document.delete': 'Document verwijderd',
  'document_request.create': 'Document opgevraagd',
  'document_request.upload': 'Document geüpload bij verzoek',
  'document_request.file_delete': 'Bestand verwijderd uit verzoek',
  'document_request.accept': 'Opgevraagd document goedgekeurd',
  'document_request.reject': 'Opgevraagd document afgekeurd',
  // Money
  'invoice.create': 'Factuur aangemaakt',
  'invoice.update': 'Conceptfactuur gewijzigd',
  'invoice.send': 'Factuur verstuurd',
  'invoice.paid_by_transfer': 'Factuur betaald per overschrijving',
  'invoice.credit': 'Factuur gecrediteerd',
  'invoice.resend': 'Factuur opnieuw verstuurd',
  'invoice.awaiting_payment': 'Factuur wacht op betaling',
  'invoice.paid': 'Factuur betaald',
  'invoice.payable_again': 'Factuur weer te betalen',
  'invoice.overdue': 'Factuur achterstallig',
  'invoice.overdue_notice': 'Herinnering achterstallige factuur',
  'payment.create': 'Betaling gestart',
  'payment.status': 'Betaalstatus gewijzigd',
  'payment.mismatch': 'Betaalmelding geweigerd',
  'payment.paid_after_credit': 'Betaling op gecrediteerde factuur ontvangen',
  'payment.paid_twice': 'Factuur twee keer betaald',
  'payment.refund': 'Betaling terugbetaald',
  'revenue.payout': 'Uitbetaling vastgelegd',
  'payout.create': 'Uitbetaling aangemaakt',
  'payout.sepa': 'Uitbetaling in SEPA-bestand',
  'payout.status': 'Status uitbetaling gewijzigd',
  'lead.create': 'Lead aangemeld',
  'lead.complete': 'Leadvergoeding verdiend',
  'lead.fee_reverse': 'Leadvergoeding teruggedraaid',
  // Consent for referred clients (decision 0042)
  'lead.opt_out': 'Klant wil niet benaderd worden',
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** The record types (entity_type) the server writes. */
export const AUDIT_ENTITY_LABELS = {
  user: 'Gebruiker',
  professional_profile: 'Bedrijfsgegevens',
  project: 'Project',
  document: 'Document',
  document_request: 'Documentverzoek',
  invoice: 'Factuur',
  payout: 'Uitbetaling',
  lead: 'Lead',
} as const satisfies Record<string, string>;

export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_LABELS) as AuditEntity[];

/** Where a change without a request came from (an entry's details.source); a request's source is its IP address. */
export const AUDIT_SOURCE_LABELS = {
  provider: 'Betaalprovider',
  job: 'Automatische taak',
  cli: 'Opdrachtregel',
} as const satisfies Record<string, string>;
export type AuditSource = keyof typeof AUDIT_SOURCE_LABELS;

/** The fields an entry's before and after (and its details) name most, for the details on the screen. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  account: 'Account van de klant',
  iban: 'IBAN',
  kvkNummer: 'KVK-nummer',
  btwNummer: 'BTW-nummer',
  company: 'Bedrijfsnaam',
  bedrijfsStraat: 'Straat',
  bedrijfsHuisnummer: 'Huisnummer',
  bedrijfsHuisletter: 'Huisletter',
  bedrijfsPostcode: 'Postcode',
  bedrijfsPlaats: 'Plaats',
  beroepsaansprakelijkheidsverzekering: 'Beroepsaansprakelijkheidsverzekering',
  role: 'Rol',
  status: 'Status',
  amount: 'Bedrag',
  totalAmount: 'Totaalbedrag',
  feeCents: 'Vergoeding',
  credited: 'Gecrediteerd',
  sendCount: 'Keren verstuurd',
  fields: 'Gewijzigde velden',
  invoiceNumber: 'Factuurnummer',
  projectId: 'Project',
  professionalId: 'Professional',
  reason: 'Reden',
  from: 'Van',
  to: 'Naar',
  paymentId: 'Betaling',
  method: 'Betaalmethode',
  provider: 'Betaaldienst',
  paidAt: 'Betaald op',
  creditNoteId: 'Creditnota',
  creditNoteNumber: 'Creditnotanummer',
  wasPaid: 'Was betaald',
  leadId: 'Lead',
  leadFees: 'Leadvergoedingen',
  year: 'Jaar',
  month: 'Maand',
  stepNumber: 'Stap',
  category: 'Categorie',
  originalName: 'Bestandsnaam',
  welcomeEmail: 'Welkomstmail',
  releasedProjects: 'Vrijgegeven projecten',
  ownRequest: 'Op eigen verzoek',
  files: 'Bestanden',
  cancelledProjects: 'Geannuleerde projecten',
  subtotalExBtw: 'Subtotaal excl. BTW',
  totalBtw: 'BTW',
  receivedAmount: 'Ontvangen bedrag',
  refund: 'Terugbetaling',
  refundId: 'Terugbetaling (kenmerk)',
  attempts: 'Pogingen',
  replaced: 'Vervangen',
  toRole: 'Als rol',
  remaining: 'Herstelcodes over',
  twoFactor: 'Tweestapsverificatie',
  title: 'Titel',
  dueDate: 'Uiterste datum',
  documentRequestId: 'Documentverzoek',
  mimeType: 'Bestandssoort',
  fileSize: 'Bestandsgrootte',
  uploadedBy: 'Geüpload door',
  kind: 'Soort',
  additionalCosts: 'Extra kosten',
  told: 'Klant ingelicht',
  paymentStatus: 'Betaalstatus',
  removedUnpaid: 'Vervallen (niet uitbetaald)',
  reversedPaidOut: 'Teruggedraaid (al uitbetaald)',
  expected: 'Verwacht bedrag',
  reported: 'Gemeld',
  reference: 'Kenmerk',
  messageId: 'Berichtkenmerk',
  amountText: 'Bedrag',
  items: 'Posten',
  type: 'Soort opdracht',
  existingUser: 'Bestaand account',
  consumerId: 'Consument',
  workflow: 'Stappenplan',
  steps: 'Stappen',
  projectStatus: 'Projectstatus',
  stepId: 'Stap (kenmerk)',
  projectCompleted: 'Project afgerond',
  with: 'Bevestigd met',
};

/** Fields whose numbers are cents. */
export const AUDIT_MONEY_FIELDS: ReadonlySet<string> = new Set([
  'amount',
  'totalAmount',
  'feeCents',
  'leadFees',
  'subtotalExBtw',
  'totalBtw',
  'expected',
  'receivedAmount',
]);

export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

/**
 * The statuses a record type has, for an entry's status, from and to. A payment's status is recorded on its invoice
 * (the payment actions), so those read as a payment's, and a refund's as a refund's.
 */
const STATUS_LABELS_OF: Record<string, Record<string, string>> = {
  project: PROJECT_STATUS_LABELS,
  invoice: INVOICE_STATUS_LABELS,
  // The monthly payout of old (pending, paid) and the payout statement (created, sent, paid).
  payout: { ...PAYOUT_STATUS_LABELS, ...PAYOUT_STATEMENT_STATUS_LABELS },
  document_request: DOCUMENT_REQUEST_STATUS_LABELS,
  lead: LEAD_STATUS_LABELS,
};
const STATUS_FIELDS = new Set(['status', 'from', 'to']);

/** Fields whose value is a code of one list, whatever the record. */
const CODE_LABELS_OF_FIELD: Record<string, Record<string, string>> = {
  role: ROLE_LABELS,
  toRole: ROLE_LABELS,
  actingRole: ROLE_LABELS,
  paymentStatus: PAYMENT_STATUS_LABELS,
  projectStatus: PROJECT_STATUS_LABELS,
  method: PAYMENT_METHOD_LABELS,
  category: DOCUMENT_CATEGORY_LABELS,
  type: PROJECT_TYPE_LABELS,
  workflow: { ...PROJECT_TYPE_LABELS, generic: 'Algemeen stappenplan' },
  kind: PAYOUT_ITEM_KIND_LABELS,
  refund: PAYMENT_REFUND_STATUS_LABELS,
  // How turning two-factor sign-in off was confirmed.
  with: { totp: 'Code uit de app', recovery: 'Herstelcode' },
  // What became of the account made for a referred client who objected.
  account: { erased: 'Verwijderd', kept: 'Behouden (ook elders in gebruik)', none: 'Geen account' },
};

/**
 * A code an entry recorded as a value, by its Dutch label: a status by the record's own statuses (a payment's on
 * the payment actions), a role, a method, a category, a type. Anything else, or a code without a label, as it is.
 */
export function auditValueLabel(
  entry: { action: string; entityType: string },
  key: string,
  value: string,
): string {
  let labels: Record<string, string> | undefined = CODE_LABELS_OF_FIELD[key];
  if (STATUS_FIELDS.has(key)) {
    if (entry.action === 'payment.refund') labels = PAYMENT_REFUND_STATUS_LABELS;
    else if (entry.action.startsWith('payment.')) labels = PAYMENT_STATUS_LABELS;
    else labels = STATUS_LABELS_OF[entry.entityType];
  }
  return labels && Object.hasOwn(labels, value) ? labels[value]! : value;
}

export const auditEntityLabel = (entity: string): string =>
  (AUDIT_ENTITY_LABELS as Record<string, string>)[entity] ?? entity;
