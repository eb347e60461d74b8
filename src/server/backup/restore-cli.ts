// npm run restore -- FILE (cli.ts).
import { runRestore } from './cli';

process.exitCode = await runRestore(process.argv.slice(2));
