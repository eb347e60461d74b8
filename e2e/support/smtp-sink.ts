// A real SMTP server (the `smtp-server` package) that accepts every message on loopback and stores it in a
// directory: NNNNNN.eml (the raw RFC 822 bytes) and NNNNNN.json (StoredMail: envelope, parsed headers, text,
// html, links). Other processes (Playwright workers, tests) read the directory with ./mailbox.ts.
// No auth, no TLS: the app connects with SMTP_URL=smtp://127.0.0.1:PORT.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { extractLinks, parseMail } from './mime';

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
  attachments: Array<{ filename: string | undefined; contentType: string; size: number }>;
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
      stream.on('end', () => {
        try {
          const raw = Buffer.concat(chunks);
          const n = ++seq;
          const base = path.join(dir, String(n).padStart(6, '0'));
          writeFileSync(`${base}.eml`, raw);
          const parsed = parseMail(raw);
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
