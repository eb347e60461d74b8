// npm run storage:migrate: a local DATA_DIR/uploads copied into an s3rver bucket, read back by the S3 driver.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, png } from '../test/files';
import { type S3TestServer, startS3Server } from '../test/s3-server';
import { localFileStorage } from './local-files';
import { copyToBucket, MIGRATE_MESSAGES, runStorageMigrate } from './migrate';
import { s3FileStorage } from './s3-files';

let s3: S3TestServer;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server('woon-migratie');
});
afterAll(async () => {
  await s3.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A DATA_DIR whose uploads hold `files` stored by the local driver, plus a staged left-over and a stray file. */
async function dataDirWith(files: Buffer[]): Promise<{ dataDir: string; names: string[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wp-migrate-'));
  dirs.push(dataDir);
  const local = localFileStorage(path.join(dataDir, 'uploads'));
  const names: string[] = [];
  for (const content of files) names.push(await (await local.stage(Readable.from([content]))).commit('.pdf'));
  writeFileSync(path.join(dataDir, 'uploads', '.tmp', 'halfweg.part'), 'x');
  writeFileSync(path.join(dataDir, 'uploads', 'notities.txt'), 'geen upload');
  return { dataDir, names };
}

const run = async (env: Record<string, string>) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runStorageMigrate({
    env: { LOG_LEVEL: 'silent', ...env },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out, err };
};

describe('npm run storage:migrate', () => {
  it('copies every stored file to uploads/<name> with its size checked, leaves the rest, and the S3 driver serves them', async () => {
    const contents = [pdf(1_000), pdf(250_000), png()];
    const { dataDir, names } = await dataDirWith(contents);
    const res = await run({ DATA_DIR: dataDir, S3_URL: s3.url });
    expect(res.err).toEqual([]);
    expect(res.code).toBe(0);
    expect(res.out.at(-1)).toBe('Klaar: 3 bestanden; 3 gekopieerd, 0 al aanwezig, 0 mislukt.');
    expect(res.out.join('\n')).toContain('notities.txt');

    const keys = await s3.keys();
    for (const name of names) expect(keys).toContain(`uploads/${name}`);
    expect(keys.some((k) => k.includes('halfweg') || k.includes('notities'))).toBe(false);
    const driver = s3FileStorage(s3.storageConfig(path.join(dataDir, 'staging')));
    for (const [i, name] of names.entries()) {
      const opened = await driver.open(name);
      const chunks: Buffer[] = [];
      for await (const c of opened!.stream) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).equals(contents[i]!)).toBe(true);
    }
  });

  it('skips what is already there, replaces an object of another size, and picks up files added since', async () => {
    const { dataDir, names } = await dataDirWith([pdf(2_000), pdf(3_000)]);
    const first = await run({ DATA_DIR: dataDir, S3_URL: s3.url });
    expect(first.code).toBe(0);

    // An earlier copy that went wrong, and a file uploaded after the first run.
    await s3.client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: `uploads/${names[0]}`, Body: Buffer.from('kapot') }),
    );
    const local = localFileStorage(path.join(dataDir, 'uploads'));
    const later = await (await local.stage(Readable.from([pdf(4_000)]))).commit('.pdf');

    const again = await run({ DATA_DIR: dataDir, S3_URL: s3.url });
    expect(again.code).toBe(0);
    expect(again.out.at(-1)).toBe('Klaar: 3 bestanden; 2 gekopieerd, 1 al aanwezig, 0 mislukt.');
    expect((await s3.read(`uploads/${names[0]}`))!.length).toBe(2_000);
    expect((await s3.read(`uploads/${later}`))!.length).toBe(4_000);

    const third = await run({ DATA_DIR: dataDir, S3_URL: s3.url });
    expect(third.out.at(-1)).toBe('Klaar: 3 bestanden; 0 gekopieerd, 3 al aanwezig, 0 mislukt.');
  });

  it('reports every file it could not copy instead of stopping at the first', async () => {
    const { dataDir, names } = await dataDirWith([pdf(), pdf()]);
    await s3.stop();
    try {
      const summary = await copyToBucket({
        sourceDir: path.join(dataDir, 'uploads'),
        config: s3.storageConfig(path.join(dataDir, 'staging')),
      });
      expect(summary).toMatchObject({ found: 2, copied: 0, present: 0 });
      expect(summary.failed.map((f) => f.name).sort()).toEqual([...names].sort());
    } finally {
      await s3.start();
    }
  });

  it('refuses with one Dutch line: no bucket configured, no uploads folder, a bucket that does not answer', async () => {
    const { dataDir } = await dataDirWith([pdf()]);
    expect(await run({ DATA_DIR: dataDir })).toEqual({ code: 1, out: [], err: [MIGRATE_MESSAGES.noBucket] });

    const empty = mkdtempSync(path.join(tmpdir(), 'wp-migrate-'));
    dirs.push(empty);
    const noSource = await run({ DATA_DIR: empty, S3_URL: s3.url });
    expect(noSource).toEqual({
      code: 1,
      out: [],
      err: [MIGRATE_MESSAGES.noSource(path.join(empty, 'uploads'))],
    });

    const noBucket = await run({
      DATA_DIR: dataDir,
      S3_URL: s3.url.replace('woon-migratie', 'bestaat-niet'),
    });
    expect(noBucket.code).toBe(1);
    expect(noBucket.err).toHaveLength(1);
    expect(noBucket.err[0]).toMatch(/^De bucket bestaat-niet is niet bereikbaar/);

    const badConfig = await run({ DATA_DIR: dataDir, S3_BUCKET: 'Geen_Bucket' });
    expect(badConfig.code).toBe(1);
    expect(badConfig.err[0]).toMatch(/^Ongeldige configuratie: S3_BUCKET/);
  });

  it('runs as a command: exit code 0 and the summary on stdout, 1 and the refusal on stderr', async () => {
    const { dataDir } = await dataDirWith([pdf()]);
    // Asynchronous: s3rver answers from this very process, so it must not be blocked while the command runs.
    const cli = (env: Record<string, string>) =>
      new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'src/server/storage/migrate-cli.ts'],
          { env: { ...process.env, S3_URL: '', S3_BUCKET: '', S3_ENDPOINT: '', ...env }, timeout: 60_000 },
          (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const ok = await cli({ DATA_DIR: dataDir, S3_URL: s3.url });
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('Klaar: 1 bestand; 1 gekopieerd');
    const refused = await cli({ DATA_DIR: dataDir });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(MIGRATE_MESSAGES.noBucket);
  });
});
