// Attachments are read from the configured file storage: with an S3 bucket, a mail carries the object's bytes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageUnavailableError } from '../storage/files';
import { s3FileStorage } from '../storage/s3-files';
import { pdf } from '../test/files';
import { type S3TestServer, startS3Server } from '../test/s3-server';
import { type SmtpSink, startSmtpSink } from '../test/smtp-sink';
import { createMailTransport, type MailTransport } from './transport';

let s3: S3TestServer;
let sink: SmtpSink;
let dir: string;
let transport: MailTransport;
const storage = () => s3FileStorage(s3.storageConfig(path.join(dir, 'staging')));
beforeAll(async () => {
  s3 = await startS3Server();
  sink = await startSmtpSink();
  dir = mkdtempSync(path.join(tmpdir(), 'wp-mail-'));
  transport = createMailTransport({
    smtpUrl: sink.url,
    from: 'Woonportaal <noreply@localhost>',
    dataDir: dir,
    storage: storage(),
    log: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  transport?.close();
  await sink?.close();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const mail = (id: string, to: string, storedName: string) => ({
  id,
  to,
  subject: 'Factuur',
  html: '<p>Bijgaand de factuur.</p>',
  text: 'Bijgaand de factuur.',
  attachments: [{ filename: 'Factuur 2026-0001.pdf', contentType: 'application/pdf', storedName }],
});

describe('mail attachments from object storage', () => {
  it('attaches the stored object as it is in the bucket', async () => {
    const content = pdf(40_000);
    const storedName = await (await storage().stage(Readable.from([content]))).commit('.pdf');
    await transport.send(mail('00000000-0000-4000-8000-000000000001', 'klant@example.nl', storedName));
    const received = await sink.waitFor('klant@example.nl');
    expect(received.attachments).toHaveLength(1);
    expect(received.attachments[0]!.filename).toBe('Factuur 2026-0001.pdf');
    expect(received.attachments[0]!.content.equals(content)).toBe(true);
  });

  it('fails the send (to be retried by the outbox) when the object is gone or the bucket is away', async () => {
    const gone = 'ab/abcdef01-2345-6789-abcd-ef0123456789.pdf';
    await expect(
      transport.send(mail('00000000-0000-4000-8000-000000000002', 'weg@example.nl', gone)),
    ).rejects.toThrow(`attachment missing: ${gone}`);

    const storedName = await (await storage().stage(Readable.from([pdf()]))).commit('.pdf');
    await s3.stop();
    try {
      await expect(
        transport.send(mail('00000000-0000-4000-8000-000000000003', 'later@example.nl', storedName)),
      ).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      await s3.start();
    }
    expect(sink.mails.map((m) => m.to[0])).not.toContain('weg@example.nl');
    expect(sink.mails.map((m) => m.to[0])).not.toContain('later@example.nl');
  });
});
