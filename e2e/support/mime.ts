// A small RFC 5322 / MIME reader for the mails our own server sends (nodemailer output): headers with folding
// and RFC 2047 encoded words, nested multipart, base64 / quoted-printable / 7bit / 8bit bodies, utf-8 and
// latin-1 charsets. Enough to find a mail's recipients, subject, text, html and links; not a general parser.
// Works on the raw bytes as a latin1 string (one char per byte) and decodes charsets at the leaves.

export interface MailAttachment {
  filename: string | undefined;
  contentType: string;
  size: number;
}

export interface ParsedMail {
  /** Lower-cased header name → decoded value (the first occurrence). */
  headers: Record<string, string>;
  from: string;
  /** Every address in To and Cc, lower-cased. */
  to: string[];
  subject: string;
  date: string | undefined;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

const decoderFor = (charset: string | undefined): TextDecoder => {
  try {
    return new TextDecoder((charset ?? 'utf-8').toLowerCase());
  } catch {
    return new TextDecoder('utf-8');
  }
};

const latin1ToBytes = (s: string): Buffer => Buffer.from(s, 'latin1');

function splitHeadBody(raw: string): [string, string] {
  const m = /\r?\n\r?\n/.exec(raw);
  if (!m) return [raw, ''];
  return [raw.slice(0, m.index), raw.slice(m.index + m[0].length)];
}

function parseHeaderBlock(head: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const line of head.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && out.length > 0) {
      const last = out[out.length - 1]!;
      last[1] += ` ${line.trim()}`;
    } else {
      const i = line.indexOf(':');
      if (i > 0) out.push([line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim()]);
    }
  }
  return out;
}

/** RFC 2047: =?charset?B|Q?text?= words; whitespace between two encoded words is dropped. */
export function decodeEncodedWords(value: string): string {
  const joined = value.replace(/(\?=)\s+(=\?)/g, '$1$2');
  return joined.replace(/=\?([^?*]+)(?:\*[^?]*)?\?([bBqQ])\?([^?]*)\?=/g, (_all, charset, enc, text) => {
    const bytes =
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : latin1ToBytes(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m: string, h: string) =>
                String.fromCharCode(Number.parseInt(h, 16)),
              ),
          );
    return decoderFor(charset).decode(bytes);
  });
}

/** Header text that may carry raw 8-bit utf-8 (SMTPUTF8) as well as encoded words. */
function decodeHeaderValue(latin1: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: checking for 8-bit bytes
  const text = /[^\x00-\x7f]/.test(latin1) ? decoderFor('utf-8').decode(latin1ToBytes(latin1)) : latin1;
  return decodeEncodedWords(text);
}

interface ContentType {
  type: string;
  params: Record<string, string>;
}

export function parseContentType(value: string | undefined): ContentType {
  if (!value) return { type: 'text/plain', params: { charset: 'us-ascii' } };
  const [type = 'text/plain', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  // parameters may hold ';' inside quotes
  const paramText = rest.join(';');
  const re = /\s*([^=\s;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (let m = re.exec(paramText); m; m = re.exec(paramText)) {
    let v = m[2]!.trim();
    if (v.startsWith('"')) v = v.slice(1, -1).replace(/\\(.)/g, '$1');
    params[m[1]!.toLowerCase()] = v;
  }
  return { type: type.trim().toLowerCase(), params };
}

export function decodeQuotedPrintable(latin1: string): string {
  return latin1
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

function decodeTransfer(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case 'quoted-printable':
      return latin1ToBytes(decodeQuotedPrintable(body));
    default:
      return latin1ToBytes(body);
  }
}

interface Collected {
  text: string[];
  html: string[];
  attachments: MailAttachment[];
}

function walk(part: string, collected: Collected, depth: number): void {
  const [head, body] = splitHeadBody(part);
  const headers = new Map(parseHeaderBlock(head).reverse());
  const ct = parseContentType(headers.get('content-type'));
  const disposition = parseContentType(headers.get('content-disposition'));
  if (ct.type.startsWith('multipart/') && ct.params.boundary && depth < 20) {
    for (const child of splitMultipart(body, ct.params.boundary)) walk(child, collected, depth + 1);
    return;
  }
  if (ct.type === 'message/rfc822' && depth < 20) {
    walk(body, collected, depth + 1);
    return;
  }
  const bytes = decodeTransfer(body, headers.get('content-transfer-encoding'));
  const isAttachment = disposition.type === 'attachment';
  if (!isAttachment && (ct.type === 'text/plain' || ct.type === 'text/html')) {
    const text = decoderFor(ct.params.charset).decode(bytes);
    (ct.type === 'text/html' ? collected.html : collected.text).push(text);
    return;
  }
  const filename = disposition.params.filename ?? ct.params.name;
  collected.attachments.push({
    filename: filename === undefined ? undefined : decodeHeaderValue(filename),
    contentType: ct.type,
    size: bytes.length,
  });
}

function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = [];
  const delimiter = `--${boundary}`;
  const lines = body.split(/\r?\n/);
  let current: string[] | undefined;
  for (const line of lines) {
    const trimmed = line.trimEnd();
    if (trimmed === `${delimiter}--`) {
      if (current) parts.push(current.join('\r\n'));
      current = undefined;
      break;
    }
    if (trimmed === delimiter) {
      if (current) parts.push(current.join('\r\n'));
      current = [];
      continue;
    }
    current?.push(line);
  }
  if (current) parts.push(current.join('\r\n'));
  return parts;
}

export function extractAddresses(value: string | undefined): string[] {
  if (!value) return [];
  return [...value.matchAll(/[^\s<>,;:"()[\]]+@[^\s<>,;:"()[\]]+/g)].map((m) => m[0].toLowerCase());
}

export function parseMail(raw: Buffer | string): ParsedMail {
  const latin1 =
    typeof raw === 'string' ? Buffer.from(raw, 'utf8').toString('latin1') : raw.toString('latin1');
  const [head] = splitHeadBody(latin1);
  const headers: Record<string, string> = {};
  for (const [name, value] of parseHeaderBlock(head)) {
    if (!(name in headers)) headers[name] = decodeHeaderValue(value);
  }
  const collected: Collected = { text: [], html: [], attachments: [] };
  walk(latin1, collected, 0);
  return {
    headers,
    from: headers.from ?? '',
    to: [...new Set([...extractAddresses(headers.to), ...extractAddresses(headers.cc)])],
    subject: headers.subject ?? '',
    date: headers.date,
    text: collected.text.join('\n'),
    html: collected.html.join('\n'),
    attachments: collected.attachments,
  };
}

const decodeEntities = (s: string): string =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x([0-9a-f]+);/gi, (_m, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Every http(s) link of a mail: the html's hrefs first, then URLs in the text; unique, in order. */
export function extractLinks(mail: { html: string; text: string }): string[] {
  const links: string[] = [];
  for (const m of mail.html.matchAll(/href\s*=\s*("([^"]*)"|'([^']*)')/gi)) {
    const href = decodeEntities((m[2] ?? m[3] ?? '').trim());
    if (/^https?:\/\//i.test(href)) links.push(href);
  }
  for (const m of mail.text.matchAll(/https?:\/\/[^\s<>"'\])]+/gi)) {
    links.push(m[0].replace(/[.,;:!?]+$/, ''));
  }
  return [...new Set(links)];
}
