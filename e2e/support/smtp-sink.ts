// A real SMTP server (the `smtp-server` package) that accepts every message on loopback and stores it in a
// directory: NNNNNN.eml (the raw RFC 822 bytes) and NNNNNN.json (StoredMail: envelope, parsed headers, text,
// html, links). Other processes (Playwright workers, tests) read the directory with ./mailbox.ts.
// No auth, no TLS: the app connects with SMTP_URL=smtp://127.0.0.1:PORT. Mail is parsed with postal-mime, as
// the server's own test sink (src/server/test/smtp-sink.ts) does.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import PostalMime, { type Address, decodeWords } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface MailAttachment {
  filename: string | undefined;
  contentType: string;
  size: number;
}

/** What the sink reads from a message's bytes (readMail). */
export interface ParsedMail {
  /** Lower-cased header name → decoded value (the first occurrence). */
  headers: Record<string, string>;
  from: string;
  /** Every address in To and Cc, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

const mailboxes = (list: Address[] | undefined): Array<{ name: string; address: string }> =>
  (list ?? []).flatMap((a) => (a.group ? a.group : [a]));

/**
 * postal-mime keeps the line break that ends a text part before its multipart boundary, which RFC 2046 §5.1.1
 * counts as part of the boundary: drop it, so text and html read as they were sent.
 */
const asSent = (body: string | undefined): string => (body ?? '').replace(/\r?\n$/, '');

/** A message's recipients, subject, bodies and attachments, decoded by postal-mime. */
export async function readMail(raw: Buffer | string): Promise<ParsedMail> {
  const email = await PostalMime.parse(raw);
  const headers: Record<string, string> = {};
  for (const { key, value } of email.headers) {
    if (!(key in headers)) headers[key] = decodeWords(value);
  }
  const [from] = mailboxes(email.from ? [email.from] : []);
  return {
    headers,
    from: from ? (from.name ? `${from.name} <${from.address}>` : from.address) : '',
    to: [
      ...new Set(mailboxes([...(email.to ?? []), ...(email.cc ?? [])]).map((a) => a.address.toLowerCase())),
    ],
    subject: email.subject ?? '',
    text: asSent(email.text),
    html: asSent(email.html),
    attachments: email.attachments.map((a) => ({
      filename: a.filename ?? undefined,
      contentType: a.mimeType,
      size: typeof a.content === 'string' ? Buffer.byteLength(a.content) : a.content.byteLength,
    })),
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

export interface StoredMail {
  /** Sequence number within this sink, from 1. */
  seq: number;
  /** ms since the epoch when the sink received the message. */
  receivedAt: number;
  envelope: { from: string; to: string[] };
  from: string;
  /** Envelope recipients plus To/Cc header addresses, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  headers: Record<string, string>;
  attachments: MailAttachment[];
  /** Path of the raw .eml file. */
  emlPath: string;
}

export interface SmtpSink {
  host: string;
  port: number;
  /** smtp://127.0.0.1:PORT, ready for SMTP_URL. */
  url: string;
  dir: string;
  /** Messages received so far by this process's sink. */
  count(): number;
  stop(): Promise<void>;
}

export async function startSmtpSink(options: {
  dir: string;
  port?: number;
  host?: string;
}): Promise<SmtpSink> {
  const dir = path.resolve(options.dir);
  const host = options.host ?? '127.0.0.1';
  mkdirSync(dir, { recursive: true });
  let seq = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // a client that authenticates anyway is let in with any credentials
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    disableReverseLookup: true,
    logger: false,
    size: 50 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', async () => {
        try {
          const raw = Buffer.concat(chunks);
          const n = ++seq;
          const base = path.join(dir, String(n).padStart(6, '0'));
          writeFileSync(`${base}.eml`, raw);
          const parsed = await readMail(raw);
          const envelopeTo = session.envelope.rcptTo.map((a) => a.address.toLowerCase());
          const mailFrom = session.envelope.mailFrom;
          const stored: StoredMail = {
            seq: n,
            receivedAt: Date.now(),
            envelope: { from: mailFrom ? mailFrom.address : '', to: envelopeTo },
            from: parsed.from,
            to: [...new Set([...envelopeTo, ...parsed.to])],
            subject: parsed.subject,
            text: parsed.text,
            html: parsed.html,
            links: extractLinks(parsed),
            headers: parsed.headers,
            attachments: parsed.attachments,
            emlPath: `${base}.eml`,
          };
          // write-then-rename so a reader never sees half a file
          writeFileSync(`${base}.json.tmp`, JSON.stringify(stored, null, 2));
          renameSync(`${base}.json.tmp`, `${base}.json`);
          callback();
        } catch (err) {
          callback(err as Error);
        }
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => console.error('smtp-sink:', err.message));
  const { port } = server.server.address() as AddressInfo;

  return {
    host,
    port,
    url: `smtp://${host}:${port}`,
    dir,
    count: () => seq,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
