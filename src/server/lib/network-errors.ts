// Node's error codes for "no usable connection to that server": refused, reset, broken, timed out, unreachable, name
// not resolved. Shared by the database (db/availability.ts) and the mail relay (mail/outbox.ts), each adding its
// own codes.
export const NETWORK_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
