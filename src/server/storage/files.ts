// File storage for uploads (DATA_DIR/uploads under generated names; docs/architecture.md, Conventions). Small
// on purpose, so an S3-compatible store can replace it: stage a stream, then commit or discard it; open a
// stored file; remove one.
//
// Layout: DATA_DIR/uploads/<2 hex>/<uuid><.ext> (the first two characters of the uuid spread the files over 256
// folders), staged files in DATA_DIR/uploads/.tmp/ on the same file system so that accepting one is a rename.
// No name a user gave ever reaches a path: stored names are made here and checked when read back.
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file received in full but not yet accepted: nothing of it is visible until commit(). */
export interface StagedFile {
  /** Bytes written. */
  size: number;
  /** The staged copy on local disk, for content checks (type detection) before it is accepted. */
  localPath: string;
  /** Moves the file into place under a new generated name with this extension (e.g. '.pdf'); returns that name. */
  commit(extension: string): Promise<string>;
  /** Removes the staged (or, after commit, the stored) file. Safe to call more than once. */
  discard(): Promise<void>;
}

export interface FileStorage {
  /**
   * Streams `source` to a staging file. If the stream fails (the client aborts, a size limit stops it) the staged
   * file is removed and the error is rethrown: nothing is left behind.
   */
  stage(source: Readable): Promise<StagedFile>;
  /** Size in bytes and a read stream of a stored file; undefined when it is not there. */
  open(storedName: string): Promise<{ size: number; stream: ReadStream } | undefined>;
  remove(storedName: string): Promise<void>;
}

const STORED_NAME = /^[0-9a-f]{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,8})?$/;
const EXTENSION = /^(\.[a-z0-9]{1,8})?$/;

/** Staged files older than this are left-overs of a crash and removed when the storage starts. */
const STALE_STAGING_MS = 24 * 60 * 60_000;

export function localFileStorage(root: string): FileStorage {
  const stagingDir = path.join(root, '.tmp');
  let ready: Promise<void> | undefined;
  const ensureDirs = () => {
    ready ??= (async () => {
      await mkdir(stagingDir, { recursive: true });
      await removeStale(stagingDir);
    })();
    return ready;
  };

  const resolveStored = (storedName: string) => {
    if (!STORED_NAME.test(storedName)) throw new Error(`not a stored file name: ${storedName}`);
    return path.join(root, storedName);
  };

  return {
    async stage(source) {
      await ensureDirs();
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
      let current = localPath;
      return {
        size,
        localPath,
        async commit(extension) {
          if (!EXTENSION.test(extension)) throw new Error(`bad extension: ${extension}`);
          const id = randomUUID();
          const storedName = `${id.slice(0, 2)}/${id}${extension}`;
          const target = resolveStored(storedName);
          await mkdir(path.dirname(target), { recursive: true });
          await rename(current, target);
          current = target;
          return storedName;
        },
        async discard() {
          await rm(current, { force: true });
        },
      };
    },

    async open(storedName) {
      const file = resolveStored(storedName);
      try {
        const s = await stat(file);
        if (!s.isFile()) return undefined;
        return { size: s.size, stream: createReadStream(file) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },

    async remove(storedName) {
      await rm(resolveStored(storedName), { force: true });
    },
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
