// Where the browser goes after signing in: back to the page that asked for it (decision 0041). The sign-in page
// carries that page in ?terug=; only a path of this site is followed, anything else falls back to the dashboard,
// so that a crafted link can never send someone who just signed in to another site (an open redirect).

/** The sign-in page's parameter that carries the page to return to. */
export const RETURN_PARAM = 'terug';
/** Where a signed-in browser goes when there is nothing (safe) to return to. */
export const DEFAULT_RETURN_PATH = '/dashboard';

const MAX_RETURN_LENGTH = 2000;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// A scratch origin to parse against: a path of this site resolves onto it, an address elsewhere does not.
const SCRATCH_ORIGIN = 'http://return.invalid';

/** One spelling of the target as a browser or router may read it: must stay a plain path of this site. */
function isPlainPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    // '//host' and '/\host' are read by browsers as another site.
    !path.startsWith('//') &&
    !path.includes('\\') &&
    // Control characters: browsers drop tabs and newlines, which can turn '/\t/host' into '//host'.
    !CONTROL_CHARACTER.test(path) &&
    // The API answers data, not pages; returning there would show a browser raw JSON.
    !/^\/api(?:[/?#]|$)/i.test(path)
  );
}

/**
 * The path to return to after signing in, or null when `raw` is not a path of this site: absolute and
 * protocol-relative addresses, backslashes, 'javascript:' and other schemes, API paths, and their
 * percent-encoded spellings are all refused.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_RETURN_LENGTH) return null;
  // Every decoding of the value must be a plain path too: a router or a server may decode once more.
  let spelling = raw;
  for (let round = 0; round < 4; round++) {
    if (!isPlainPath(spelling)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(spelling);
    } catch {
      return null;
    }
    if (decoded === spelling) break;
    spelling = decoded;
  }
  if (!isPlainPath(spelling)) return null;
  const url = new URL(raw, SCRATCH_ORIGIN);
  return url.origin === SCRATCH_ORIGIN ? raw : null;
}

/** The page to go to after signing in: the return path when it is safe, else the dashboard. */
export const returnTarget = (raw: string | null | undefined): string =>
  safeReturnPath(raw) ?? DEFAULT_RETURN_PATH;

/** The sign-in page (/) carrying the page the visitor asked for. */
export const signInPathFor = (target: string): string => `/?${RETURN_PARAM}=${encodeURIComponent(target)}`;

/** The page a browser gets instead of an API's error when it opened an API address itself (decision 0041). */
export const NAVIGATION_MESSAGES = {
  pageTitle: 'Woonportaal',
  notSignedIn: 'U bent niet ingelogd.',
  toSignIn: 'Naar de inlogpagina',
  notFound: 'Niet gevonden',
  forbidden: 'Geen toegang',
  failed: 'Er is iets misgegaan',
  toPortal: 'Naar Woonportaal',
} as const;
