// The one way the web app talks to the API: cookies always travel along, a JSON content
// type is sent only with a body, and any non-OK answer becomes an ApiError whose message is
// `${status}: ${bodyText}` while keeping the status and the parsed body for the screens.
import type { ErrorBodyCode } from '@shared/errors';

/** The error body every API route answers with (docs/architecture.md, Conventions: errors). */
export interface ApiErrorBody {
  /** The stable English code of what went wrong (src/shared/errors.ts): what a screen branches on. */
  code?: ErrorBodyCode;
  error?: string;
  message?: string;
  fieldErrors?: Record<string, string>;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ApiErrorBody | null,
  ) {
    super(`${status}: ${bodyText}`);
  }
}

/** What a screen says when the server sent no text of its own and the screen has none more specific. */
const GENERIC_ERROR_TEXT = 'Er is een fout opgetreden. Probeer het opnieuw.';

/**
 * The text to show for a failed request: the Dutch text the server sent with it, else the screen's own fallback
 * (by default the generic one). The one way screens word an error; a screen that must always show its own text
 * does not call this.
 */
export function errorText(error: unknown, fallback: string = GENERIC_ERROR_TEXT): string {
  if (!(error instanceof ApiError) || !error.body) return fallback;
  return error.body.error || error.body.message || fallback;
}

/**
 * True when the server refused with one of these codes (src/shared/errors.ts). The one way a screen tells refusals
 * apart: by the body's stable code, never by its Dutch text or the bare HTTP status.
 */
export function hasErrorCode(error: unknown, ...codes: readonly ErrorBodyCode[]): boolean {
  const code = error instanceof ApiError ? error.body?.code : undefined;
  return code !== undefined && codes.includes(code);
}

/** True when the record a path names does not exist or is not the caller's, or the path cannot name one. */
export function isNotFoundError(error: unknown): boolean {
  return hasErrorCode(error, 'NOT_FOUND', 'BAD_REQUEST', 'VALIDATION_FAILED');
}

/** True when the request never got an answer (offline, server down, CORS): screens show a 'network' text. */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError);
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function send(
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody
      ? { 'content-type': 'application/json', accept: 'application/json' }
      : { accept: 'application/json' },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  return res;
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  const parsed = parseBody(text);
  throw new ApiError(
    res.status,
    text,
    parsed && typeof parsed === 'object' ? (parsed as ApiErrorBody) : null,
  );
}

async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return parseBody(text) as T;
}

export interface GetOptions {
  /** Answer null instead of throwing when the server says 401 (used for the current user). */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
}

export async function apiGet<T>(
  url: string,
  options: GetOptions & { on401: 'returnNull' },
): Promise<T | null>;
export async function apiGet<T>(url: string, options?: GetOptions): Promise<T>;
export async function apiGet<T>(url: string, options: GetOptions = {}): Promise<T | null> {
  const res = await send('GET', url, undefined, options.signal);
  if (options.on401 === 'returnNull' && res.status === 401) return null;
  await throwIfNotOk(res);
  if (res.status === 204) return null;
  return readJson<T>(res);
}

/**
 * One page of a list that can grow: the rows and the total from the X-Total-Count header
 * (docs/architecture.md, Conventions: lists).
 */
export interface Page<T> {
  items: T[];
  total: number;
}

export async function apiGetPage<T>(url: string, options: { signal?: AbortSignal } = {}): Promise<Page<T>> {
  const res = await send('GET', url, undefined, options.signal);
  await throwIfNotOk(res);
  const items = (await readJson<T[]>(res)) ?? [];
  const header = res.headers.get('x-total-count');
  return { items, total: header === null ? items.length : Number(header) };
}

/** A state-changing request (POST, PATCH, PUT, DELETE) with an optional JSON body. */
export async function apiRequest<T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await send(method, url, body);
  await throwIfNotOk(res);
  return readJson<T>(res);
}

/**
 * A multipart POST (file uploads): the browser sets the multipart content type with its boundary itself, so no
 * content type is sent here.
 */
export async function apiUpload<T>(url: string, form: FormData): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json' },
    body: form,
  });
  await throwIfNotOk(res);
  return readJson<T>(res);
}
