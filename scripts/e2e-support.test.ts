// Tests of the e2e harness's mail parts: how the sink reads mail (postal-mime) from what nodemailer really
// produces, and the SMTP sink end to end (nodemailer → SMTP on loopback → files → waitForMailIn).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMails, waitForMailIn } from '../e2e/support/mailbox';
import { extractLinks, readMail, type SmtpSink, startSmtpSink } from '../e2e/support/smtp-sink';

const subject = 'Bevestig uw e-mailadres – één klik';
const link = 'http://127.0.0.1:5000/verify-email?token=abc123&x=1';
const text = `Beste Eva,\n\nKlik op de link: ${link}.\n\nGroet, Woonportaal — “Zó gedaan”`;
const html = `<p>Beste Eva,</p><p><a href="${link.replace('&', '&amp;')}">Bevestigen</a></p><p>Zó gedaan ${'x'.repeat(200)}</p>`;

async function compose(mail: SendMailOptions): Promise<Buffer> {
  const t = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await t.sendMail(mail);
  return info.message as Buffer;
}

describe('reading mail', () => {
  it('reads a nodemailer text+html mail with a non-ASCII subject', async () => {
    const raw = await compose({
      from: 'Woonportaal <noreply@localhost>',
      to: 'Eva de Vries <Eva@Example.nl>',
      cc: 'admin@demo.nl',
      subject,
      text,
      html,
    });
    const m = await readMail(raw);
    expect(m.subject).toBe(subject);
    expect(m.to).toEqual(['eva@example.nl', 'admin@demo.nl']);
    expect(m.from).toContain('noreply@localhost');
    expect(m.text.replace(/\r\n/g, '\n')).toBe(text);
    expect(m.html).toBe(html);
    expect(extractLinks(m)).toEqual([link]);
  });

  it('reads base64 parts, nested multiparts and attachments', async () => {
    const raw = await compose({
      from: 'a@b.nl',
      to: 'c@d.nl',
      subject: 'Factuur',
      text: 'één',
      html: '<b>één</b> <a href="https://example.nl/f?a=1&amp;b=2">f</a>',
      textEncoding: 'base64',
      attachments: [{ filename: 'factuur één.pdf', content: Buffer.from('%PDF-1.4 test') }],
    });
    const m = await readMail(raw);
    expect(m.text).toBe('één');
    expect(m.html).toContain('<b>één</b>');
    expect(m.attachments).toEqual([
      { filename: 'factuur één.pdf', contentType: 'application/pdf', size: 13 },
    ]);
    expect(extractLinks(m)).toEqual(['https://example.nl/f?a=1&b=2']);
  });

  it('decodes encoded words and quoted-printable', async () => {
    const m = await readMail(
      [
        'From: =?ISO-8859-1?Q?caf=E9_au_lait?= <a@b.nl>',
        'To: c@d.nl',
        'Subject: =?UTF-8?Q?W=C3=A9lkom?= =?UTF-8?B?IGJpag==?= Woonportaal',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'a=3Db=',
        'c',
      ].join('\r\n'),
    );
    expect(m.subject).toBe('Wélkom bij Woonportaal');
    expect(m.headers.subject).toBe('Wélkom bij Woonportaal');
    expect(m.from).toBe('café au lait <a@b.nl>');
    expect(m.text).toBe('a=bc');
  });
});

describe('SMTP sink', () => {
  let sink: SmtpSink;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sink-test-'));
    sink = await startSmtpSink({ dir });
  });
  afterAll(async () => {
    await sink?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('receives over real SMTP (no auth, no TLS) and stores raw + parsed mail', async () => {
    // the same way the server's transport connects: a plain smtp:// URL
    const transport = nodemailer.createTransport(sink.url);
    const since = Date.now();
    await transport.sendMail({ from: 'noreply@localhost', to: 'Nieuw@Example.nl', subject, text, html });
    await transport.sendMail({
      from: 'noreply@localhost',
      to: 'ander@example.nl',
      subject: 'Anders',
      text: 'x',
    });
    transport.close();

    const mail = await waitForMailIn(sink.dir, { to: 'nieuw@example.nl', subject: /Bevestig/, since });
    expect(mail.subject).toBe(subject);
    expect(mail.links).toEqual([link]);
    expect(readFileSync(mail.emlPath, 'latin1')).toContain('Subject:');
    expect(readMails(sink.dir).map((m) => m.subject)).toEqual([subject, 'Anders']);
    expect(sink.count()).toBe(2);

    const next = await waitForMailIn(sink.dir, {
      to: 'nieuw@example.nl',
      exclude: new Set([mail.seq]),
      timeoutMs: 300,
    }).catch((e: Error) => e);
    expect(next).toBeInstanceOf(Error);
    expect((next as Error).message).toMatch(/No mail to nieuw@example.nl .*holds 2 mail/s);
  });

  it('accepts a client that authenticates', async () => {
    const transport = nodemailer.createTransport({
      host: sink.host,
      port: sink.port,
      secure: false,
      ignoreTLS: true,
      auth: { user: 'u', pass: 'p' },
    });
    await transport.sendMail({ from: 'a@b.nl', to: 'auth@example.nl', subject: 'Met auth', text: 'x' });
    transport.close();
    expect((await waitForMailIn(sink.dir, { to: 'auth@example.nl' })).subject).toBe('Met auth');
  });
});
