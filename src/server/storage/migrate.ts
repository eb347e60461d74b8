// npm run storage:migrate (decision 0017): copies the files of DATA_DIR/uploads into the configured S3 bucket, under
// the keys the S3 driver reads them by (uploads/<stored name>), so that an installation that began on one machine's
// disk can move its files and then run on many nodes. Stored names stay as they are: the database needs no change.
//
// Idempotent and resumable: an object already there with the file's size is skipped (a PutObject is all or
// nothing, so a size that matches is a finished copy), anything else is copied again; run it as often as needed,
// last right before switching the portal to the bucket. Every copy is checked by the object's size afterwards.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { ConfigError, loadConfig } from '../config';
import { describeError } from '../lib/errors';
import { isStoredName } from './files';
import { filesUnder } from './local-files';
import { createS3Client, keyOf, objectSize, putFile, type S3StorageConfig, s3FileStorage } from './s3-files';

export const MIGRATE_MESSAGES = {
  noBucket:
    'Er is geen S3-opslag ingesteld (S3_URL of S3_BUCKET): er is geen bucket om de bestanden naar te kopiëren.',
  noSource: (dir: string) => `De map ${dir} bestaat niet: staat DATA_DIR goed?`,
  bucketAway: (bucket: string, reason: string) => `De bucket ${bucket} is niet bereikbaar (${reason}).`,
  start: (dir: string, bucket: string) => `Bestanden kopiëren van ${dir} naar bucket ${bucket} (uploads/...)`,
  progress: (done: number, total: number) => `  ${done} van ${total} bestanden verwerkt`,
  ignored: (names: string[]) =>
    `Overgeslagen, geen bestand van het portaal (${names.length}): ${names.slice(0, 10).join(', ')}${names.length > 10 ? ', ...' : ''}`,
  failed: (name: string, reason: string) => `Mislukt: ${name}: ${reason}`,
  summary: (s: MigrationSummary) =>
    `Klaar: ${s.found} ${s.found === 1 ? 'bestand' : 'bestanden'}; ${s.copied} gekopieerd, ${s.present} al aanwezig, ${s.failed.length} mislukt.`,
  retry: 'Niet alles is gekopieerd. Draai het commando opnieuw: wat er al staat, wordt overgeslagen.',
  sizeMismatch: (expected: number, found: number | undefined) =>
    `na het kopiëren ${found === undefined ? 'niet gevonden' : `${found} bytes`} in de bucket, verwacht ${expected} bytes`,
} as const;

export interface MigrationSummary {
  /** Stored files found under the source folder. */
  found: number;
  copied: number;
  /** Already in the bucket with the same size. */
  present: number;
  /** Files that are no stored file of the portal (left where they are). */
  ignored: string[];
  failed: { name: string; reason: string }[];
}

/** Files copied at the same time: enough to hide each request's latency, few enough for a small machine. */
const PARALLEL = 4;
const PROGRESS_EVERY = 100;

/** Copies what is missing or different; never throws for one file, which is reported in `failed` instead. */
export async function copyToBucket(opts: {
  sourceDir: string;
  config: S3StorageConfig;
  client?: S3Client;
  out?: (line: string) => void;
}): Promise<MigrationSummary> {
  const out = opts.out ?? (() => {});
  const client = opts.client ?? createS3Client(opts.config);
  const all = await filesUnder(opts.sourceDir);
  const names = all.filter(isStoredName);
  const summary: MigrationSummary = {
    found: names.length,
    copied: 0,
    present: 0,
    ignored: all.filter((n) => !isStoredName(n)),
    failed: [],
  };
  const target = (name: string) => ({ bucket: opts.config.bucket, key: keyOf(name) });

  const copyOne = async (name: string) => {
    const localPath = path.join(opts.sourceDir, name);
    try {
      const { size } = await stat(localPath);
      if ((await objectSize(client, target(name))) === size) {
        summary.present++;
        return;
      }
      await putFile(client, target(name), localPath, size);
      const copied = await objectSize(client, target(name));
      if (copied !== size) {
        summary.failed.push({ name, reason: MIGRATE_MESSAGES.sizeMismatch(size, copied) });
        return;
      }
      summary.copied++;
    } catch (err) {
      summary.failed.push({ name, reason: describeError(err) });
    }
  };

  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < names.length) {
      await copyOne(names[next++]!);
      if (++done % PROGRESS_EVERY === 0) out(MIGRATE_MESSAGES.progress(done, names.length));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return summary;
}

/** The command: returns its exit code (0 everything is in the bucket, 1 refused or not everything copied). */
export async function runStorageMigrate(
  run: { env?: NodeJS.ProcessEnv; out?: (line: string) => void; err?: (line: string) => void } = {},
): Promise<number> {
  const out = run.out ?? ((line: string) => console.log(line));
  const err = run.err ?? ((line: string) => console.error(line));
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(run.env ?? process.env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    err(e.message);
    return 1;
  }
  if (config.storage.kind !== 's3') {
    err(MIGRATE_MESSAGES.noBucket);
    return 1;
  }
  const sourceDir = path.join(config.dataDir, 'uploads');
  if (
    !(await stat(sourceDir).then(
      (s) => s.isDirectory(),
      () => false,
    ))
  ) {
    err(MIGRATE_MESSAGES.noSource(sourceDir));
    return 1;
  }
  const client = createS3Client(config.storage);
  try {
    const check = await s3FileStorage(config.storage, { client }).check();
    if (!check.ok) {
      err(MIGRATE_MESSAGES.bucketAway(config.storage.bucket, check.reason));
      return 1;
    }
    out(MIGRATE_MESSAGES.start(sourceDir, config.storage.bucket));
    const summary = await copyToBucket({ sourceDir, config: config.storage, client, out });
    if (summary.ignored.length > 0) out(MIGRATE_MESSAGES.ignored(summary.ignored));
    for (const f of summary.failed) err(MIGRATE_MESSAGES.failed(f.name, f.reason));
    out(MIGRATE_MESSAGES.summary(summary));
    if (summary.failed.length > 0) {
      err(MIGRATE_MESSAGES.retry);
      return 1;
    }
    return 0;
  } finally {
    client.destroy();
  }
}
