// npm run db:move-from-pglite: moves a PGlite DATA_DIR (DATA_DIR/pgdata) into the embedded PostgreSQL server, or into
// DATABASE_URL's database when that is set. Stop the portal first. The target must have no accounts yet; the old
// folder is kept as DATA_DIR/pgdata.moved-<time> until you delete it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openEmbedded, openPostgres } from './client';
import { moveFromPglite, pgliteDir } from './move-from-pglite';

const config = loadConfig();
const log = (m: string) => console.log(m);
if (!existsSync(path.join(pgliteDir(config.dataDir), 'PG_VERSION'))) {
  console.error(`${pgliteDir(config.dataDir)} bevat geen PGlite-database: er is niets te verplaatsen.`);
  process.exit(1);
}
try {
  if (config.databaseUrl) {
    const target = openPostgres(config.databaseUrl, { max: 1 });
    await target.migrate();
    await target.close();
    await moveFromPglite({ dataDir: config.dataDir, targetUrl: config.databaseUrl, log });
  } else {
    // Opening the embedded database moves the PGlite data into it when it has no accounts yet.
    const database = await openEmbedded(config.dataDir, { log });
    await database.close();
    if (existsSync(path.join(pgliteDir(config.dataDir), 'PG_VERSION'))) process.exit(1);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
