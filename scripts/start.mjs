// npm start: builds when the build is missing or older than the sources, then runs the server
// (which migrates, seeds the demo accounts when SEED_DEMO, and serves API and web app on PORT).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const outputs = ['dist/server/main.js', 'dist/web/index.html'];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

const builtAt = outputs.every(existsSync) ? Math.min(...outputs.map((f) => statSync(f).mtimeMs)) : 0;
const sourcesAt = Math.max(newestMtime('src'), statSync('package-lock.json').mtimeMs);
if (builtAt < sourcesAt) {
  // The build's own list of chunks only when asked for: `npm start -- --build-log`.
  const buildLog = process.argv.includes('--build-log');
  console.log('De portal wordt gebouwd (een halve minuut; npm start -- --build-log toont de details)...');
  const res = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: buildLog ? 'inherit' : ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BUILD_LOG: buildLog ? 'full' : 'quiet' },
  });
  if (res.status !== 0) {
    if (!buildLog) console.error('Het bouwen mislukte; npm start -- --build-log toont waarom.');
    process.exit(res.status ?? 1);
  }
}

// --expose-gc: large uploads run a young-generation collection every few megabytes so that the request body's
// spent chunks do not pile up (src/server/modules/documents/memory.ts, docs/performance.md).
// A signal to `npm start` (a service manager's SIGTERM, Ctrl-C) is passed on to the server, once: it runs in a
// process group of its own, so a terminal's Ctrl-C does not reach it twice (a second signal would cut its shutdown
// short). It closes its connections and stops the embedded PostgreSQL it started (decision 0045), then this process
// ends with it.
const server = spawn(process.execPath, ['--enable-source-maps', '--expose-gc', 'dist/server/main.js'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
