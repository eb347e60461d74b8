// The fault test (CI, on PostgreSQL): the app as its own process under write load while the cluster restarts three
// times and the SMTP server goes away and comes back. Run by .ci/run as its own suite (vitest.faults.config.ts);
// needs PostgreSQL's server binaries (scripts/pg-cluster.sh install).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  type FaultResult,
  failedOutsideRestarts,
  runFaultScenario,
  succeeded,
} from './scenario';
import { checkBudgets, describeResult } from './summary';

describe('PostgreSQL restarts and an SMTP outage under write load', () => {
  let r: FaultResult;
  beforeAll(async () => {
    r = await runFaultScenario({ ...DEFAULT_SETTINGS, log: (m) => console.log(`faults: ${m}`) });
    console.log(describeResult(r));
  }, 300_000);

  it('the process never exits and is healthy at the end', () => {
    expect(r.exits, r.logTail).toBe(0);
    expect(r.healthyAtEnd).toBe(true);
  });

  it('every request is answered: 2xx, or 503 while a restart cut its connection', () => {
    expect(r.requests.length).toBeGreaterThan(50);
    expect(r.requests.filter((q) => q.status === 0)).toEqual([]);
    expect(r.requests.filter((q) => !succeeded(q) && q.status !== 503)).toEqual([]);
  });

  it('serves again after each restart; a restart costs at most the requests in flight during it', () => {
    expect(r.restarts).toHaveLength(DEFAULT_SETTINGS.restarts);
    for (const x of r.restarts) {
      expect(x.servingAgain).not.toBeNull();
      expect(x.failed).toBeLessThanOrEqual(x.inFlight);
    }
    expect(failedOutsideRestarts(r)).toEqual([]);
  });

  it('every request answered 2xx left its rows and its mail; the backlog drains', () => {
    expect(r.missingRows).toEqual([]);
    expect(r.pendingMailsAtEnd).toBe(0);
    expect(r.missingMails).toEqual([]);
    expect(checkBudgets(r)).toEqual([]);
  });
});
