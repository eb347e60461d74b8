// One app process of the embedded group (bench/groups/embedded.ts): the app as `npm start` builds it, on
// DATABASE_URL when given and otherwise on the embedded default (nothing configured but DATA_DIR), with the projects
// group's data loaded into whichever database it opened. Started with fork(); reports { type: 'ready', port } over
// IPC and closes on 'stop' or SIGTERM.
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { loadData } from '../groups/projects';
import { reportStartFailure, serveUntilStopped } from './child-app';

async function main() {
  const port = Number(process.env.BENCH_PORT);
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!port || !dataDir) throw new Error('bench/lib/embedded-app.ts is started by bench/groups/embedded.ts');
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ...(process.env.BENCH_APP_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_APP_DATABASE_URL } : {}),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_DISABLED: 'true',
  });
  config.serveWeb = false;
  const app = await buildApp(config);
  const url = config.databaseUrl ?? app.ctx.database.url;
  if (!url) throw new Error('no database URL to load the data into');
  await loadData(url, (m) => console.error(`${config.databaseUrl ? 'postgres' : 'embedded'}: ${m}`));
  await serveUntilStopped(app, port);
}

main().catch(reportStartFailure('bench embedded app'));
