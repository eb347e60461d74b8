// npm run db:recount: rebuilds the maintained totals (projects per status, accounts per role, revenue per
// professional and month) from the rows they count, on DATABASE_URL or the embedded database. With --check it only
// lists the totals that differ and exits 1 when any does. Safe while the app runs on DATABASE_URL (the embedded
// database takes one app at a time: stop it first): writes to the counted tables
// wait for the recount's transaction (docs/decisions/0044).
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { recountTotals, totalsDifferences } from './totals';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const before = await totalsDifferences(database.db);
for (const d of before) {
  console.log(`${d.total} ${d.key}: kept ${d.kept ?? '-'}, recounted ${d.recounted ?? '-'}`);
}
if (process.argv.includes('--check')) {
  await database.close();
  console.log(before.length === 0 ? 'totals exact' : `${before.length} totals differ`);
  process.exit(before.length === 0 ? 0 : 1);
}
await recountTotals(database.db);
const after = await totalsDifferences(database.db);
await database.close();
console.log(`totals recounted (${database.kind}): ${before.length} differed before, ${after.length} after`);
process.exit(after.length === 0 ? 0 : 1);
