// Services throw coded AppErrors; one error handler maps the codes to HTTP statuses (docs/architecture.md,
// Rules: coded errors) and puts a stable English `code` in the body (src/shared/errors.ts).
import type { ErrorBodyCode } from '@shared/errors';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The body's `code` of a kind of refusal when nothing more specific is given. */
export const GENERAL_BODY_CODE: Record<ErrorCode, ErrorBodyCode> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

export class AppError extends Error {
  /** The body's `error` when it differs from `message` (e.g. 'Vereiste velden ontbreken' + what to fill in). */
  title?: string;
  /** A more specific `code` for the body than the kind's general one (withCode). */
  bodyCode?: ErrorBodyCode;

  constructor(
    public readonly code: ErrorCode,
    /** Dutch text shown to the user. */
    message: string,
    public readonly fieldErrors?: Record<string, string>,
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }

  /** The stable English code clients branch on. */
  get publicCode(): ErrorBodyCode {
    return this.bodyCode ?? GENERAL_BODY_CODE[this.code];
  }

  /** Names what went wrong more precisely than the kind does, for the body's `code`. */
  withCode(code: ErrorBodyCode): this {
    this.bodyCode = code;
    return this;
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('BAD_REQUEST', message, fieldErrors);
/** A 400 whose headline (`error`) differs from its explanation (`message`). */
export const badRequestTitled = (title: string, message: string, fieldErrors?: Record<string, string>) =>
  Object.assign(new AppError('BAD_REQUEST', message, fieldErrors), { title });
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
/** A dependency (the payment provider) is away or not configured: 503, to be tried again later. */
export const unavailable = (message: string, retryAfterSeconds = 30) =>
  new AppError('SERVICE_UNAVAILABLE', message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** One line for a log: an error's code (or name) and its message, without its stack. */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as { code?: unknown }).code;
  const label = typeof code === 'string' ? code : err.name;
  return err.message && err.message !== label ? `${label}: ${err.message}` : label;
}
