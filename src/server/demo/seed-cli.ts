// npm run db:seed: creates the demo accounts on an empty database (never on one that has users).
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { localFileStorage } from '../storage/files';
import { seedDemo } from './seed';

const config = loadConfig();
const database = openDatabase(config);
await database.migrate();
const seeded = await seedDemo(database.db, {
  storage: localFileStorage(path.join(config.dataDir, 'uploads')),
});
await database.close();
console.log(seeded ? 'demo accounts created (password Demo1234!)' : 'database has users: left as it is');
