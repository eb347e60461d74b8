// The stable English codes every API error body carries as `code`, beside its Dutch `error` and `message`: clients
// branch on the code, people read the text. A code names what went wrong; a general one (the first group) is used
// where nothing more specific applies.
export const ERROR_CODES = [
  // General, one per kind of refusal
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  /** 503: the change collided with another at the same moment and was rolled back; sending it again is safe. */
  'CONCURRENT_CHANGE',
  'INTERNAL_ERROR',
  // Specific
  'ORIGIN_REFUSED',
  'INVALID_CREDENTIALS',
  'SIGN_IN_THROTTLED',
  'PASSWORD_TOO_GUESSABLE',
  'DEMO_PASSWORD_REFUSED',
  'INVALID_TWO_FACTOR_CODE',
  'TWO_FACTOR_SIGN_IN_EXPIRED',
  'TWO_FACTOR_SETUP_REQUIRED',
  'URL_TOO_LONG',
  // Accounts
  /** 409: an account with this e-mail address exists (registering, an admin creating a professional). */
  'EMAIL_TAKEN',
  // Workflows
  /** 409: the project's steps exist already (another tab or an admin initialised them first). */
  'WORKFLOW_ALREADY_STARTED',
  /** 409: a step completed before the steps ahead of it; the earlier ones come first. */
  'STEP_OUT_OF_ORDER',
  // Invoices
  /** 409: the project has a live invoice already (another tab or person made it meanwhile). */
  'INVOICE_ALREADY_EXISTS',
  /** 409: the professional's profile lacks company details the invoice must print; the text names them. */
  'INVOICE_COMPANY_DETAILS_MISSING',
  /** 409: neither the request nor the client's profile holds a complete address for the invoice to go to. */
  'INVOICE_CLIENT_ADDRESS_MISSING',
  /** 409: the invoice is no draft (any more): it was sent, so it is not edited, previewed or sent again. */
  'INVOICE_NOT_DRAFT',
  // Payments
  /**
   * 409: this invoice cannot be paid: it was credited (its replacement, if any, is the one to pay), it is a credit
   * note, or it has not been sent.
   */
  'INVOICE_NOT_PAYABLE',
  /** 409: the invoice is paid already; nothing is left to pay. */
  'INVOICE_ALREADY_PAID',
  /** 409: a payment of the invoice is under way at the bank; a second one would pay twice. */
  'PAYMENT_IN_PROGRESS',
  // Saving and correcting workflow steps
  /** 409: an invoice step's data is the invoice's figures; it is not saved or corrected by hand. */
  'STEP_DATA_FROM_INVOICE',
  // Document requests
  /** 409: the request has no (new) files to judge: nothing was uploaded, or the upload was rejected already. */
  'DOCUMENT_REQUEST_NO_FILES',
  /** 409: the request is accepted already: no more uploads, deletes or decisions. */
  'DOCUMENT_REQUEST_ACCEPTED',
  /** 409: the project is completed or cancelled, so its document requests no longer change. */
  'DOCUMENT_REQUEST_PROJECT_CLOSED',
  // Consent for referred clients: the opt-out link in a lead client's first mail (decision 0042)
  /** 404: no lead has this opt-out link (mistyped or cut off). */
  'OPT_OUT_LINK_UNKNOWN',
  /** 400: the opt-out link is older than its 30 days. */
  'OPT_OUT_LINK_EXPIRED',
  /** 409: the link was used already: the client objected and their details are gone. */
  'OPT_OUT_ALREADY_DONE',
  /** 409: work on the request has started (or finished), so the link no longer closes it by itself. */
  'OPT_OUT_WORK_STARTED',
  // One's own data (downloading it, deleting one's own account)
  /** 409: the last remaining admin can neither download their data here nor delete their own account. */
  'LAST_ADMIN',
] as const;
export type ErrorBodyCode = (typeof ERROR_CODES)[number];
