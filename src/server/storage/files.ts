// File storage for uploads and invoice PDFs: one small interface with two drivers, the local disk (the embedded
// default, local-files.ts) and an S3-compatible bucket (s3-files.ts); `createFileStorage` (create.ts) picks one
// from the configuration (decisions 0008 and 0017). Stage a stream, then commit or discard it; open a stored file;
// remove one; check that the store answers.
//
// Stored names are made here and nowhere else: `<2 hex>/<uuid><.ext>` (the uuid's first two characters spread
// files over 256 folders or key prefixes), with the extension of the type the content really is. No name a user
// gave ever reaches a path or a key, and a stored name read back from the database must match the pattern before
// it is used. Staging is always on local disk: the type check reads the staged file before anything is accepted.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, describeError } from '../lib/errors';

/** A file received in full but not yet accepted: nothing of it is visible until commit(). */
export interface StagedFile {
  /** Bytes written. */
  size: number;
  /** The staged copy on local disk, for content checks (type detection) before it is accepted. */
  localPath: string;
  /**
   * Stores the file under a new generated name with this extension (e.g. '.pdf') and returns that name; the staged
   * copy is gone afterwards. A commit that fails leaves nothing behind, neither in the store nor on disk.
   */
  commit(extension: string): Promise<string>;
  /** As commit, under a name given rather than a new one: a restore puts each file back under its stored name. */
  commitAs(storedName: string): Promise<string>;
  /** Removes the staged file or, after commit, the stored one. Safe to call more than once. */
  discard(): Promise<void>;
}

/** A stored file opened for reading: its size and a stream of its bytes (read as they are sent, never buffered). */
export interface OpenedFile {
  size: number;
  stream: Readable;
}

/** What check() found: the store answered, or why not (for the log; the client is told in Dutch). */
export type StorageCheck = { ok: true } | { ok: false; reason: string };

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Streams `source` to a staging file. If the stream fails (the client aborts, a size limit stops it) the staged
   * file is removed and the error is rethrown: nothing is left behind.
   */
  stage(source: Readable): Promise<StagedFile>;
  /** A stored file, or undefined when it is not there. */
  open(storedName: string): Promise<OpenedFile | undefined>;
  /** Removes a stored file; one that is not there is no error. */
  remove(storedName: string): Promise<void>;
  /** Whether the store can be used now, for /healthz. Never throws; answers within CHECK_TIMEOUT_MS. */
  check(): Promise<StorageCheck>;
  /**
   * The stored files last written before `before`, by stored name, a page at a time (for the orphan sweep,
   * jobs/orphan-files.ts). What is no stored name of this module (the staging folder, a stray file) is left out.
   */
  list(before: Date): AsyncIterable<string[]>;
}

/** The Dutch answer to a request the file store could not serve for now. */
export const STORAGE_UNAVAILABLE =
  'De bestandsopslag is tijdelijk niet bereikbaar. Probeer het over een moment opnieuw.';

/**
 * The store failed (unreachable, timed out, refused us): 503 with Retry-After, like a database that is away. The
 * cause is kept for the log, never shown.
 */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super('SERVICE_UNAVAILABLE', STORAGE_UNAVAILABLE, undefined, { 'retry-after': '5' });
    this.name = 'StorageUnavailableError';
    this.cause = cause;
  }
}

/** How long check() may take before it reports the store as away. */
export const CHECK_TIMEOUT_MS = 3_000;

const STORED_NAME = /^[0-9a-f]{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;
const EXTENSION = /^(\.[a-z0-9]{1,8})?$/;

/** The name itself when it is one this module made; throws otherwise (a programming error or a tampered row). */
export function checkedStoredName(storedName: string): string {
  if (!STORED_NAME.test(storedName)) throw new Error(`not a stored file name: ${storedName}`);
  return storedName;
}

export const isStoredName = (name: string) => STORED_NAME.test(name);

/** A new stored name with this extension. */
export function newStoredName(extension: string): string {
  if (!EXTENSION.test(extension)) throw new Error(`bad extension: ${extension}`);
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}${extension}`;
}

/** Where a driver puts a staged file for good, and takes it away again. */
export interface Destination {
  /** Moves or copies the staged file at `localPath` to `storedName`; on failure nothing of it may remain there. */
  put(localPath: string, size: number, storedName: string): Promise<void>;
  remove(storedName: string): Promise<void>;
}

/** Staged files older than this are left-overs of a crash and removed when the storage starts. */
const STALE_STAGING_MS = 24 * 60 * 60_000;

/**
 * Staging on local disk, the same for both drivers: `stage()` writes to `stagingDir` (created, and cleared of stale
 * files, on first use); commit hands the staged file to `destination` and removes the staged copy.
 */
export function localStaging(stagingDir: string, destination: Destination): FileStorage['stage'] {
  let ready: Promise<void> | undefined;
  const ensureDir = () => {
    ready ??= (async () => {
      await mkdir(stagingDir, { recursive: true });
      await removeStale(stagingDir);
    })();
    return ready;
  };

  return async (source) => {
    await ensureDir();
    const localPath = path.join(stagingDir, `${randomUUID()}.part`);
    const out = createWriteStream(localPath, { flags: 'wx' });
    try {
      await pipeline(source, out);
    } catch (err) {
      out.destroy();
      await rm(localPath, { force: true });
      throw err;
    }
    const size = out.bytesWritten;
    let committed: string | undefined;
    const commitAs = async (storedName: string) => {
      if (committed) throw new Error('staged file already committed');
      checkedStoredName(storedName);
      try {
        await destination.put(localPath, size, storedName);
      } finally {
        // Gone either way: moved into place, or not wanted after a failed commit.
        await rm(localPath, { force: true });
      }
      committed = storedName;
      return storedName;
    };
    return {
      size,
      localPath,
      commit: async (extension) => commitAs(newStoredName(extension)),
      commitAs,
      async discard() {
        if (committed) await destination.remove(committed);
        else await rm(localPath, { force: true });
      },
    };
  };
}

async function removeStale(dir: string) {
  const now = Date.now();
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    const s = await stat(file).catch(() => undefined);
    if (s && now - s.mtimeMs > STALE_STAGING_MS) await rm(file, { force: true });
  }
}

/** Runs a store's check within CHECK_TIMEOUT_MS; a failure or a timeout is a report, never a throw. */
export async function checkWithin(
  probe: (signal: AbortSignal) => Promise<void>,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<StorageCheck> {
  const signal = AbortSignal.timeout(timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<StorageCheck>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, reason: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const checked = probe(signal).then(
    (): StorageCheck => ({ ok: true }),
    (err): StorageCheck => ({ ok: false, reason: describeError(err) }),
  );
  try {
    return await Promise.race([checked, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
