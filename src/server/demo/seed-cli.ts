// npm run db:seed: creates the demo accounts on an empty database (never on one that has users).
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createFileStorage } from '../storage/create';
import { seedDemo } from './seed';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const seeded = await seedDemo(database.db, {
  storage: await createFileStorage(config.storage),
  collect: config,
});
await database.close();
console.log(seeded ? 'demo accounts created (password Demo1234!)' : 'database has users: left as it is');
