// "No route ever shows raw JSON to a browser" (decision 0041). When a person opens an /api/ address in the browser
// itself (an old mail's link, a bookmarked download) and it answers an error, the browser gets the sign-in page
// (401) or a small Dutch error page instead of the error's JSON. The web app's fetches and other API clients ask
// differently and still get the JSON; answers that succeed (a PDF download) are left alone.
import { NAVIGATION_MESSAGES } from '@shared/auth/return-path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

type Headers = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The weight (q) the Accept header gives one media type: 0 when it is not named. Wildcards do not count. */
function weightOf(accept: string, type: string): { q: number; at: number } {
  const ranges = accept.split(',');
  for (let at = 0; at < ranges.length; at++) {
    const [name, ...params] = ranges[at]!.split(';').map((p) => p.trim().toLowerCase());
    if (name !== type) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    return { q: Number.isFinite(weight) ? weight : 0, at };
  }
  return { q: 0, at: Number.POSITIVE_INFINITY };
}

/**
 * Whether the request is a browser opening a page (the address bar, a link, a bookmark) rather than a script's
 * fetch. Browsers say so in Sec-Fetch-Mode/Sec-Fetch-Dest; without those headers (an older browser), an Accept
 * header that prefers HTML to JSON decides. The web app's fetches send `Accept: application/json` and mode 'cors'
 * or 'same-origin'; fetch's default Accept (any type) and curl's count as an API client.
 */
export function isBrowserNavigation(headers: Headers): boolean {
  const mode = single(headers['sec-fetch-mode']);
  if (mode !== undefined) {
    const dest = single(headers['sec-fetch-dest']);
    return mode === 'navigate' && (dest === undefined || dest === 'document');
  }
  const accept = single(headers.accept);
  if (!accept) return false;
  const html = weightOf(accept, 'text/html');
  const json = weightOf(accept, 'application/json');
  return html.q > 0 && (html.q > json.q || (html.q === json.q && html.at < json.at));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The error's Dutch message from the JSON body the error handler wrote, if it is one. */
function messageOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const body = JSON.parse(payload) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

function headingOf(status: number): string {
  if (status === 404) return NAVIGATION_MESSAGES.notFound;
  if (status === 403) return NAVIGATION_MESSAGES.forbidden;
  return NAVIGATION_MESSAGES.failed;
}

/** A plain page in the site's language; no script or style, so the API's strict content policy holds. */
export function errorPage(
  heading: string,
  message: string | null,
  link: { href: string; label: string },
): string {
  const text = message && message !== heading ? `<p>${escapeHtml(message)}</p>\n` : '';
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(NAVIGATION_MESSAGES.pageTitle)}</title></head>
<body>
<h1>${escapeHtml(heading)}</h1>
${text}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
</body>
</html>
`;
}

function asPage(reply: FastifyReply, status: number, html: string): string {
  reply.code(status);
  reply.header('content-type', 'text/html; charset=utf-8');
  reply.removeHeader('content-length');
  return html;
}

async function browserNavigation(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !request.url.startsWith('/api/')) return payload;
    if (!isBrowserNavigation(request.headers)) return payload;
    // The answer now depends on how it was asked; no cache may hand one kind to the other.
    reply.header('vary', 'Sec-Fetch-Mode, Sec-Fetch-Dest, Accept');
    if (reply.statusCode === 401) {
      // To the sign-in page; not back to this address afterwards, since an API address is no page.
      reply.header('location', '/');
      const page = errorPage(NAVIGATION_MESSAGES.notSignedIn, null, {
        href: '/',
        label: NAVIGATION_MESSAGES.toSignIn,
      });
      return asPage(reply, 303, page);
    }
    const status = reply.statusCode;
    const page = errorPage(headingOf(status), messageOf(payload), {
      href: '/',
      label: NAVIGATION_MESSAGES.toPortal,
    });
    return asPage(reply, status, page);
  });
}

export default fp(browserNavigation, { name: 'browser-navigation' });
