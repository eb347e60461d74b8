// Reads the config, builds the app, listens. A bad configuration stops here with one clear line.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { shutdownOnSignals } from './lib/shutdown';
import { startSummary } from './lib/start-summary';
import { activeDemoAccounts } from './modules/auth/demo-accounts';
import { warmPasswordRule } from './modules/auth/password-rule';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Readable lines and a summary on a terminal; one JSON object per line for a log collector.
  const logFormat = config.logFormat ?? (process.stdout.isTTY ? 'pretty' : 'json');
  const logStream =
    logFormat === 'pretty'
      ? (await import('pino-pretty')).default({
          colorize: Boolean(process.stdout.isTTY),
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname',
          sync: true,
        })
      : undefined;
  const app = await buildApp(config, { logStream });
  shutdownOnSignals(app, { drainMs: config.shutdownDrainMs, graceMs: config.shutdownGraceMs });
  // The password rule's matcher takes a few hundred ms to build: before the first request, not during it.
  await warmPasswordRule();
  await app.listen({ port: config.port, host: config.host });
  if (logFormat === 'pretty') {
    const demoAccounts = await activeDemoAccounts(app.ctx.db).catch(() => []);
    console.log(startSummary({ config, demoAccounts }));
  } else {
    app.log.info(`Woonportaal draait op ${config.appUrl}`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
