// npm run admin:create -- --email beheer@voorbeeld.nl [--first-name …] [--last-name …]: the first real admin
// (create-admin.ts). Exit code 0 when the account was made, 1 when refused.
import { runCreateAdmin } from './create-admin';

process.exitCode = await runCreateAdmin({ argv: process.argv.slice(2) });
