// Reads the config, builds the app, listens. A bad configuration stops here with one clear line.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { shutdownOnSignals } from './lib/shutdown';
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
  const app = await buildApp(config);
  shutdownOnSignals(app, { drainMs: config.shutdownDrainMs, graceMs: config.shutdownGraceMs });
  // The password rule's matcher takes a few hundred ms to build: before the first request, not during it.
  await warmPasswordRule();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Woonportaal draait op ${config.appUrl}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
