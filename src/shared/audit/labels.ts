// What the audit screen calls each action, record type and recorded field, in Dutch. The codes are the ones the
// server writes (and has written: the log is never rewritten, so an old code keeps its label here). A code without
// a label is shown as it is.

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

export const auditEntityLabel = (entity: string): string =>
  (AUDIT_ENTITY_LABELS as Record<string, string>)[entity] ?? entity;
