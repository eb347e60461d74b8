// npm run backup -- --out FILE (cli.ts).
import { runBackup } from './cli';

process.exitCode = await runBackup(process.argv.slice(2));
