// The fault test on the embedded default (decision 0045): the app as its own process with nothing configured but
// DATA_DIR, under write load, while its own PostgreSQL server is killed (SIGKILL) three times and the SMTP server goes
// away and comes back. The app must stay up, answer 503 while the server is away, start it again and lose nothing.
// Run by `npm run test:faults` (vitest.faults.config.ts) beside the PostgreSQL cluster's variant.
import { faultSuite } from './suite';

faultSuite(
  'the embedded default: its PostgreSQL killed three times and an SMTP outage under write load',
  'faults (embedded)',
  { database: 'embedded' },
);
