// The FileStorage contract, run against both drivers: the local disk and an S3-compatible bucket (s3rver).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../test/s3-server';
import { checkWithin, type FileStorage, isStoredName, StorageUnavailableError } from './files';
import { localFileStorage } from './local-files';
import { KEY_PREFIX, s3FileStorage } from './s3-files';

let s3: S3TestServer;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'wp-files-'));
  dirs.push(dir);
  return dir;
};
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Driver {
  storage: FileStorage;
  stagingDir: string;
  /** The stored names the store holds now, read beside the driver (the folder, the bucket). */
  stored(): Promise<string[]>;
}

/** Every file under `dir` (recursively), relative and sorted. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(dir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
      .sort();
  } catch {
    return [];
  }
}

const DRIVERS: Record<'local' | 's3', () => Driver> = {
  local() {
    const root = tempDir();
    return {
      storage: localFileStorage(root),
      stagingDir: path.join(root, '.tmp'),
      stored: async () => filesUnder(root).filter((f) => !f.startsWith('.tmp/')),
    };
  },
  s3() {
    const stagingDir = path.join(tempDir(), 'staging');
    return {
      storage: s3FileStorage(s3.storageConfig(stagingDir)),
      stagingDir,
      stored: async () =>
        (await s3.keys()).filter((k) => k.startsWith(KEY_PREFIX)).map((k) => k.slice(KEY_PREFIX.length)),
    };
  },
};

const bytes = (n: number, fill = 0x41) => Buffer.alloc(n, fill);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream that sends some bytes and then fails, as an upload does when the client goes away. */
function failingStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(bytes(64 * 1024));
      } else this.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    },
  });
}

describe.each(['local', 's3'] as const)('FileStorage contract: %s', (kind) => {
  let d: Driver;
  beforeAll(() => {
    d = DRIVERS[kind]();
  });

  it('stages, commits under a generated name and opens the same bytes; the staged copy is gone', async () => {
    const content = bytes(300_000, 0x42);
    const staged = await d.storage.stage(Readable.from([content.subarray(0, 1000), content.subarray(1000)]));
    expect(staged.size).toBe(content.length);
    expect(filesUnder(d.stagingDir)).toHaveLength(1);
    const name = await staged.commit('.pdf');
    expect(isStoredName(name)).toBe(true);
    expect(name).toMatch(/\.pdf$/);
    expect(filesUnder(d.stagingDir)).toEqual([]);
    expect(await d.stored()).toContain(name);

    const opened = await d.storage.open(name);
    expect(opened?.size).toBe(content.length);
    expect((await readAll(opened!.stream)).equals(content)).toBe(true);
    await d.storage.remove(name);
  });

  it('discards a staged file before commit, and the stored file after it; twice is fine', async () => {
    const before = await d.storage.stage(Readable.from([bytes(10)]));
    await before.discard();
    await before.discard();
    expect(filesUnder(d.stagingDir)).toEqual([]);

    const after = await d.storage.stage(Readable.from([bytes(10)]));
    const name = await after.commit('');
    expect(await d.stored()).toContain(name);
    await after.discard();
    await after.discard();
    expect(await d.stored()).not.toContain(name);
    expect(await d.storage.open(name)).toBeUndefined();
  });

  it('leaves nothing behind when the stream fails mid-way', async () => {
    const before = await d.stored();
    await expect(d.storage.stage(failingStream())).rejects.toThrow('aborted');
    expect(filesUnder(d.stagingDir)).toEqual([]);
    expect(await d.stored()).toEqual(before);
  });

  it('answers undefined for a name that is not there, and removes it without complaint', async () => {
    const missing = 'ab/abcdef01-2345-6789-abcd-ef0123456789.pdf';
    expect(await d.storage.open(missing)).toBeUndefined();
    await d.storage.remove(missing);
    await d.storage.remove(missing);
  });

  it('refuses names it did not make and extensions that are no extension', async () => {
    for (const bad of [
      '../../etc/passwd',
      'ab/../../x.pdf',
      '/etc/passwd',
      'AB/ABCDEF01-2345-6789-ABCD-EF0123456789',
    ]) {
      await expect(d.storage.open(bad)).rejects.toThrow('not a stored file name');
      await expect(d.storage.remove(bad)).rejects.toThrow('not a stored file name');
    }
    const staged = await d.storage.stage(Readable.from([bytes(5)]));
    for (const ext of ['pdf', '.PDF', '.p/df', '.toolongext']) {
      await expect(staged.commit(ext)).rejects.toThrow('bad extension');
    }
    await staged.discard();
  });

  it('commits a file that arrived empty', async () => {
    const staged = await d.storage.stage(Readable.from([]));
    expect(staged.size).toBe(0);
    const name = await staged.commit('.png');
    const opened = await d.storage.open(name);
    expect(opened?.size).toBe(0);
    expect(await readAll(opened!.stream)).toHaveLength(0);
    await d.storage.remove(name);
  });

  it('lets a reader stop early: the stream is destroyed and the store serves the next request', async () => {
    const staged = await d.storage.stage(Readable.from([bytes(2 * 1024 * 1024)]));
    const name = await staged.commit('.jpg');
    for (let i = 0; i < 3; i++) {
      const opened = await d.storage.open(name);
      const first = await new Promise<Buffer>((resolve) => opened!.stream.once('data', resolve));
      expect(first.length).toBeGreaterThan(0);
      opened!.stream.destroy();
    }
    expect((await d.storage.open(name))?.size).toBe(2 * 1024 * 1024);
    await d.storage.remove(name);
  });

  it('removes staged files a crash left a day ago when it starts, and keeps newer ones', async () => {
    const fresh = DRIVERS[kind]();
    mkdirSync(fresh.stagingDir, { recursive: true });
    const old = path.join(fresh.stagingDir, 'old.part');
    const recent = path.join(fresh.stagingDir, 'recent.part');
    writeFileSync(old, 'x');
    writeFileSync(recent, 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    const staged = await fresh.storage.stage(Readable.from([bytes(1)]));
    await staged.discard();
    expect(filesUnder(fresh.stagingDir)).toEqual(['recent.part']);
  });

  it('reports itself usable', async () => {
    expect(await d.storage.check()).toEqual({ ok: true });
  });

  it('lists stored files written before a moment, by stored name; staging and stray files are left out', async () => {
    const fresh = DRIVERS[kind]();
    const name = await (await fresh.storage.stage(Readable.from([bytes(10)]))).commit('.pdf');
    // A half-written upload in staging is no stored file.
    const staging = await fresh.storage.stage(Readable.from([bytes(10)]));
    const listed = async (before: Date) => {
      const names: string[] = [];
      for await (const page of fresh.storage.list(before)) names.push(...page);
      return names;
    };
    expect(await listed(new Date(Date.now() + 60_000))).toEqual([name]);
    expect(await listed(new Date(Date.now() - 60_000))).toEqual([]);
    await staging.discard();
    await fresh.storage.remove(name);
    expect(await listed(new Date(Date.now() + 60_000))).toEqual([]);
  });
});

describe('local driver', () => {
  it('fails a commit it cannot place as the store being away, leaving the staged file removed', async () => {
    const root = tempDir();
    const storage = localFileStorage(root);
    // Every folder a stored name can go to is taken by a file: placing any fails.
    for (let i = 0; i < 256; i++) writeFileSync(path.join(root, i.toString(16).padStart(2, '0')), '');
    const staged = await storage.stage(Readable.from([bytes(10)]));
    await expect(staged.commit('.pdf')).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(filesUnder(path.join(root, '.tmp'))).toEqual([]);
  });

  it('reports a folder it cannot use', async () => {
    const check = await localFileStorage('/dev/null/uploads').check();
    expect(check.ok).toBe(false);
  });
});

describe('S3 driver', () => {
  it('keeps each file as the object uploads/<stored name>', async () => {
    const storage = s3FileStorage(s3.storageConfig(path.join(tempDir(), 'staging')));
    const staged = await storage.stage(Readable.from([Buffer.from('%PDF-1.4 inhoud')]));
    const name = await staged.commit('.pdf');
    expect(await s3.keys()).toContain(`uploads/${name}`);
    expect((await s3.read(`uploads/${name}`))?.toString()).toBe('%PDF-1.4 inhoud');
    await storage.remove(name);
    expect(await s3.keys()).not.toContain(`uploads/${name}`);
  });

  it('while the store is away: a commit fails with nothing left, open and remove fail as unavailable, check says so within seconds', async () => {
    const stagingDir = path.join(tempDir(), 'staging');
    const storage = s3FileStorage(s3.storageConfig(stagingDir));
    const kept = await (await storage.stage(Readable.from([bytes(100)]))).commit('.png');
    const before = await s3.keys();
    const staged = await storage.stage(Readable.from([bytes(100)]));
    await s3.stop();
    try {
      await expect(staged.commit('.pdf')).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(filesUnder(stagingDir)).toEqual([]);
      await expect(storage.open(kept)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.remove(kept)).rejects.toBeInstanceOf(StorageUnavailableError);
      const started = Date.now();
      const check = await storage.check();
      expect(check.ok).toBe(false);
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await s3.start();
    }
    expect(await s3.keys()).toEqual(before);
    expect(await storage.check()).toEqual({ ok: true });
    expect((await storage.open(kept))?.size).toBe(100);
    await storage.remove(kept);
  });

  it('reports a bucket that does not exist as unusable, and a missing object in it as an error of the store', async () => {
    const config = { ...s3.storageConfig(path.join(tempDir(), 'staging')), bucket: 'bestaat-niet' };
    const storage = s3FileStorage(config);
    expect((await storage.check()).ok).toBe(false);
    await expect(storage.open('ab/abcdef01-2345-6789-abcd-ef0123456789.pdf')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
  });
});

describe('checkWithin', () => {
  it('reports a probe that does not answer in time as a failure instead of waiting for it', async () => {
    const started = Date.now();
    const check = await checkWithin(() => new Promise(() => {}), 100);
    expect(check).toEqual({ ok: false, reason: 'no answer within 100 ms' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('reports a probe that throws, with what it threw', async () => {
    const check = await checkWithin(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    });
    expect(check).toEqual({ ok: false, reason: 'ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9' });
  });
});
