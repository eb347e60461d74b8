// The fault test (CI, on PostgreSQL): the app as its own process under write load while the cluster restarts three
// times and the SMTP server goes away and comes back. Run by .ci/run as its own suite (vitest.faults.config.ts);
// needs PostgreSQL's server binaries (scripts/pg-cluster.sh install).
import { faultSuite } from './suite';

faultSuite('PostgreSQL restarts and an SMTP outage under write load', 'faults');
