// The embedded PostgreSQL server (decision 0045) with real processes and real data folders: start and stop, the app
// killed with SIGKILL and started again, a second app refused, a stale pid file, the server killed under the app,
// and an ordinary user's start (when this runs as root).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../e2e/support/server';
import { openEmbedded } from './client';
import { clusterDir, startEmbeddedPostgres } from './embedded-postgres';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'woon-embedded-'));
  // As ./data would be (mkdtemp makes 700): the server's own user must be able to pass through it.
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  // Servers a failed test may have left: each folder's own postmaster, by the pid in its pid file.
  for (const dir of dirs) {
    const pid = postmasterPid(dir);
    if (pid && alive(pid)) process.kill(pid, 'SIGQUIT');
  }
  await new Promise((r) => setTimeout(r, 500));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(readFileSync(path.join(clusterDir(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}
function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
async function one<T>(url: string, text: string): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows[0] as T;
  } finally {
    await c.end();
  }
}

/** The app as `npm start` runs it (its source through tsx), on DATA_DIR with nothing else configured. */
async function startApp(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATABASE_DRIVER: '',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      SHUTDOWN_DRAIN_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await until(
    'the app to answer /healthz',
    async () => {
      if (child.exitCode !== null) throw new Error(`the app exited ${child.exitCode}: ${output}`);
      try {
        return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
      } catch {
        return false;
      }
    },
    90_000,
  );
  return { child, output: () => output };
}

// These start servers of their own and ignore TEST_DATABASE_URL: the PostgreSQL pass of the API suite skips them.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded PostgreSQL', () => {
  it('starts a server of its own in DATA_DIR/postgres, on a socket there, and stops it', async () => {
    const dataDir = tempDir();
    const server = await startEmbeddedPostgres({ dataDir, log: () => {} });
    const pid = server.pid()!;
    expect(alive(pid)).toBe(true);
    expect(server.url).toContain(encodeURIComponent(clusterDir(dataDir)));
    const row = await one<{ v: string; listen: string; enc: string }>(
      server.url,
      "select current_setting('server_version') as v, current_setting('listen_addresses') as listen, pg_encoding_to_char(encoding) as enc from pg_database where datname = current_database()",
    );
    expect(row).toMatchObject({ listen: '', enc: 'UTF8' });
    // Only with the generated password.
    await expect(one(server.url.replace(/:[^:@/]+@/, ':wrong@'), 'select 1')).rejects.toThrow(/password/);
    await server.stop();
    expect(alive(pid)).toBe(false);

    // Started again: the same cluster and password, in well under a second of its own.
    const again = await startEmbeddedPostgres({ dataDir, log: () => {} });
    expect(again.url).toBe(server.url);
    await again.stop();
  }, 120_000);

  it('starts again after the app was killed (SIGKILL): the orphaned server is stopped, the data kept; SIGTERM stops both', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = await startApp(dataDir, port);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'consument@demo.nl', password: 'Demo1234!' }),
    });
    expect(login.status).toBe(200);
    const orphan = postmasterPid(dataDir)!;
    expect(alive(orphan)).toBe(true);

    first.child.kill('SIGKILL');
    await until('the app to die', () => first.child.signalCode !== null);
    // The server outlives the app that was killed...
    expect(alive(orphan)).toBe(true);

    // ...and the next start stops it and starts its own on the same data.
    const second = await startApp(dataDir, port);
    expect(alive(orphan)).toBe(false);
    const next = postmasterPid(dataDir)!;
    expect(next).not.toBe(orphan);
    const again = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ email: 'consument@demo.nl', password: 'Demo1234!' }),
    });
    expect(again.status).toBe(200);

    second.child.kill('SIGTERM');
    await until('the app to exit', () => second.child.exitCode !== null);
    expect(second.child.exitCode).toBe(0);
    await until('the server to stop', () => !alive(next), 10_000);
  }, 180_000);

  it('refuses a second app on the same DATA_DIR while the first runs', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    const first = await startApp(dataDir, port);
    const pid = postmasterPid(dataDir)!;
    // Pretend to be another process: the owner file names the running app.
    await expect(startEmbeddedPostgres({ dataDir, log: () => {} })).rejects.toThrow(/andere app/);
    expect(alive(pid)).toBe(true);
    first.child.kill('SIGTERM');
    await until('the app to exit', () => first.child.exitCode !== null);
  }, 180_000);

  it('starts over a stale postmaster.pid whose pid is now another process', async () => {
    const dataDir = tempDir();
    const server = await startEmbeddedPostgres({ dataDir, log: () => {} });
    await server.stop();
    const pidFile = path.join(clusterDir(dataDir), 'postmaster.pid');
    // This test process is alive and is not PostgreSQL: as after a reboot that handed the old pid to something else.
    writeFileSync(pidFile, `${process.pid}\n${clusterDir(dataDir)}\n`);
    const again = await startEmbeddedPostgres({ dataDir, log: () => {} });
    expect(await one<{ n: number }>(again.url, 'select 1 as n')).toEqual({ n: 1 });
    await again.stop();
  }, 120_000);

  it('starts the server again when it dies under the app; the pool resumes', async () => {
    const dataDir = tempDir();
    const logs: string[] = [];
    const database = await openEmbedded(dataDir, { log: (m) => logs.push(m) });
    try {
      await database.migrate();
      const pid = postmasterPid(dataDir)!;
      process.kill(pid, 'SIGKILL');
      await until('a new server', () => {
        const now = postmasterPid(dataDir);
        return now !== undefined && now !== pid && alive(now);
      });
      await until('the pool to answer again', async () =>
        database
          .query<{ n: number }>('probe', 'select count(*)::int as n from users', [])
          .then(() => true)
          .catch(() => false),
      );
      expect(logs.join('\n')).toMatch(/stopped unexpectedly/);
    } finally {
      await database.close();
    }
  }, 120_000);

  it.skipIf(process.getuid?.() !== 0)(
    'as root runs the server in a user namespace, in any folder; without one as the system user postgres; an ordinary user runs it as themselves',
    async () => {
      // A DATA_DIR under a folder only root may enter (as a project under /root would be).
      const closed = tempDir();
      chmodSync(closed, 0o700);
      const dataDir = path.join(closed, 'data');
      const server = await startEmbeddedPostgres({ dataDir, log: () => {}, userNamespace: true });
      const owner = execFileSync('stat', ['-c', '%U', clusterDir(dataDir)], { encoding: 'utf8' }).trim();
      // Inside its namespace the server is nobody, not root: its uid map is not the whole range from 0.
      const uidMap = readFileSync(`/proc/${server.pid()}/uid_map`, 'utf8').trim().split(/\s+/);
      await server.stop();
      expect({ owner, insideUid: uidMap[0] }).toEqual({
        owner: 'root',
        insideUid: execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).trim(),
      });

      // The fallback where user namespaces are not allowed: the system user postgres owns and runs it.
      const fallbackDir = tempDir();
      const fallback = await startEmbeddedPostgres({
        dataDir: fallbackDir,
        log: () => {},
        userNamespace: false,
      });
      const fallbackOwner = execFileSync('stat', ['-c', '%U', clusterDir(fallbackDir)], {
        encoding: 'utf8',
      }).trim();
      const runsAs = execFileSync('ps', ['-o', 'user=', '-p', String(fallback.pid())], {
        encoding: 'utf8',
      }).trim();
      await fallback.stop();
      expect({ fallbackOwner, runsAs }).toEqual({ fallbackOwner: 'postgres', runsAs: 'postgres' });

      // The same cluster started again in a namespace becomes root's again and starts.
      const again = await startEmbeddedPostgres({ dataDir: fallbackDir, log: () => {}, userNamespace: true });
      await again.stop();
      expect(execFileSync('stat', ['-c', '%U', clusterDir(fallbackDir)], { encoding: 'utf8' }).trim()).toBe(
        'root',
      );

      // An ordinary user can run the app only from a checkout it can read (not one under /root).
      let readable = true;
      try {
        execFileSync('runuser', ['-u', 'nobody', '--', 'test', '-r', path.join(ROOT, 'package.json')], {
          stdio: 'ignore',
        });
      } catch {
        readable = false;
      }
      if (!readable) {
        console.warn(`skipped the ordinary user's start: nobody cannot read ${ROOT}`);
        return;
      }

      // An ordinary user (nobody) with a DATA_DIR of its own.
      const userDir = tempDir();
      const uid = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }));
      chownSync(userDir, uid, gid);
      const script = `
        import { startEmbeddedPostgres } from './src/server/db/embedded-postgres.ts';
        import pg from 'pg';
        const s = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(userDir)}, log: () => {} });
        const c = new pg.Client({ connectionString: s.url });
        await c.connect();
        const r = await c.query('select current_user as u');
        await c.end();
        await s.stop();
        console.log(JSON.stringify({ role: r.rows[0].u, uid: process.getuid() }));
      `;
      const out = execFileSync(
        'runuser',
        ['-u', 'nobody', '--', process.execPath, '--import', 'tsx', '--input-type=module', '-e', script],
        { cwd: ROOT, encoding: 'utf8', env: { ...process.env, HOME: userDir, TSX_TSCONFIG_PATH: '' } },
      );
      expect(JSON.parse(out.trim().split('\n').pop()!)).toEqual({ role: 'woonportaal', uid });
      const userOwner = execFileSync('stat', ['-c', '%U', clusterDir(userDir)], { encoding: 'utf8' }).trim();
      expect(userOwner).toBe('nobody');
    },
    120_000,
  );
});
