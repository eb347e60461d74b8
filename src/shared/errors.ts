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
] as const;
export type ErrorBodyCode = (typeof ERROR_CODES)[number];
