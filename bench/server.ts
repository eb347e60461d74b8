// The app under load, in a process of its own (the driver, bench/run.ts, generates the load in another):
// buildApp(loadConfig(...)) on PostgreSQL, plus every group's reference routes added before ready().
// Started by the driver with fork(); reports { type: 'ready', port } over IPC and closes on 'stop' or SIGTERM.
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { GROUPS } from './groups/index';
import { reportStartFailure, serveUntilStopped } from './lib/child-app';

// openPostgres' default pool size; reference routes use the same so the comparison is like for like.
const APP_POOL_SIZE = 10;

async function main() {
  const port = Number(process.env.BENCH_PORT);
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = process.env.BENCH_DATA_DIR;
  if (!port || !databaseUrl || !dataDir) throw new Error('bench/server.ts is started by bench/run.ts');
  const only = process.env.BENCH_GROUPS?.split(',').filter(Boolean);

  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_DISABLED: 'true',
    // --storage s3: files in a bucket on the s3rver the driver started.
    ...(process.env.BENCH_S3_URL ? { S3_URL: process.env.BENCH_S3_URL } : {}),
  });
  config.serveWeb = false;

  const app = await buildApp(config);
  for (const group of GROUPS) {
    if (only && !only.includes(group.name)) continue;
    await group.server?.({ app, config, databaseUrl, poolSize: APP_POOL_SIZE });
  }
  await app.ready();
  await serveUntilStopped(app, port);
}

main().catch(reportStartFailure('bench server'));
