// The local-disk driver of FileStorage (files.ts), the embedded default: DATA_DIR/uploads/<2 hex>/<uuid><.ext>,
// staged files in DATA_DIR/uploads/.tmp/ on the same file system, so that accepting one is a rename.
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  checkedStoredName,
  checkWithin,
  type FileStorage,
  isStoredName,
  localStaging,
  StorageUnavailableError,
} from './files';

/** Stored names listed per page. */
const LIST_PAGE = 1000;

/** Every file under `dir`, relative with '/', the staging folder left out (also for npm run storage:migrate). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((name) => !name.startsWith('.tmp/'))
    .sort();
}

/** Runs a disk operation; a failure of the disk (full, read-only, gone) is the store being away. */
async function onDisk<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw new StorageUnavailableError(err);
  }
}

export function localFileStorage(root: string): FileStorage {
  const fileOf = (storedName: string) => path.join(root, checkedStoredName(storedName));

  return {
    kind: 'local',

    stage: localStaging(path.join(root, '.tmp'), {
      async put(localPath, _size, storedName) {
        const target = fileOf(storedName);
        await onDisk(async () => {
          await mkdir(path.dirname(target), { recursive: true });
          await rename(localPath, target);
        });
      },
      remove: (storedName) => onDisk(() => rm(fileOf(storedName), { force: true })),
    }),

    async open(storedName) {
      const file = fileOf(storedName);
      try {
        const s = await stat(file);
        if (!s.isFile()) return undefined;
        return { size: s.size, stream: createReadStream(file) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw new StorageUnavailableError(err);
      }
    },

    async remove(storedName) {
      const file = fileOf(storedName);
      await onDisk(() => rm(file, { force: true }));
    },

    async *list(before) {
      let names: string[];
      try {
        names = (await filesUnder(root)).filter(isStoredName);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw new StorageUnavailableError(err);
      }
      let page: string[] = [];
      for (const name of names) {
        // A file removed since the listing is simply not listed.
        const modified = await stat(fileOf(name)).then(
          (s) => s.mtime,
          () => undefined,
        );
        if (modified === undefined || modified >= before) continue;
        page.push(name);
        if (page.length === LIST_PAGE) {
          yield page;
          page = [];
        }
      }
      if (page.length > 0) yield page;
    },

    // The folder exists (or can be made) and this process may read and write in it.
    check: () =>
      checkWithin(async () => {
        await mkdir(root, { recursive: true });
        await access(root, constants.R_OK | constants.W_OK);
      }),
  };
}
