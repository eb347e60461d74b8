// npm run db:migrate: applies the committed migrations to DATABASE_URL or the embedded database.
import { loadConfig } from '../config';
import { openDatabase } from './client';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await database.close();
console.log(`migrations applied (${database.kind})`);
