// Reads what ./smtp-sink.ts stored: usable from any process that knows the directory.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StoredMail } from './smtp-sink';

export type { StoredMail };

export interface Mail {
  subject: string;
  text: string;
  html: string;
  /** http(s) links: the html's hrefs first, then URLs in the text. */
  links: string[];
  to: string[];
  from: string;
  receivedAt: number;
  seq: number;
  emlPath: string;
}

export interface MailQuery {
  /** A recipient address (case-insensitive). */
  to?: string;
  subject?: RegExp;
  /** Only mails received at or after this time (ms since the epoch or a Date). */
  since?: number | Date;
  /** Default 15 000 ms. */
  timeoutMs?: number;
  /** Seqs not to return again (the fixture passes the mails it already handed out). */
  exclude?: Set<number>;
}

export function readMails(dir: string): StoredMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as StoredMail);
}

function matches(mail: StoredMail, q: MailQuery): boolean {
  if (q.to && !mail.to.includes(q.to.trim().toLowerCase())) return false;
  if (q.subject && !q.subject.test(mail.subject)) return false;
  if (q.since !== undefined && mail.receivedAt < Number(q.since)) return false;
  if (q.exclude?.has(mail.seq)) return false;
  return true;
}

const toMail = (m: StoredMail): Mail => ({
  subject: m.subject,
  text: m.text,
  html: m.html,
  links: m.links,
  to: m.to,
  from: m.from,
  receivedAt: m.receivedAt,
  seq: m.seq,
  emlPath: m.emlPath,
});

/** The earliest matching mail; polls the directory until one arrives or the time is up. */
export async function waitForMailIn(dir: string, q: MailQuery): Promise<Mail> {
  const timeoutMs = q.timeoutMs ?? 15_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = readMails(dir);
    const hit = all.find((m) => matches(m, q));
    if (hit) return toMail(hit);
    if (Date.now() >= deadline) {
      const seen = all.map((m) => `  #${m.seq} to ${m.to.join(', ')}: ${m.subject}`).join('\n');
      throw new Error(
        `No mail${q.to ? ` to ${q.to}` : ''}${q.subject ? ` with subject ${q.subject}` : ''} within ${timeoutMs} ms. ` +
          `The sink in ${dir} holds ${all.length} mail(s):\n${seen || '  (none)'}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
