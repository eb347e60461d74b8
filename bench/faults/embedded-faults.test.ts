// The fault test on the embedded default (decision 0045): the app as its own process with nothing configured but
// DATA_DIR, under write load, while its own PostgreSQL server is killed (SIGKILL) three times and the SMTP server goes
// away and comes back. The app must stay up, answer 503 while the server is away, start it again and lose nothing.
// Run by `npm run test:faults` (vitest.faults.config.ts) beside the PostgreSQL cluster's variant.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  type FaultResult,
  failedOutsideRestarts,
  runFaultScenario,
  succeeded,
} from './scenario';
import { checkBudgets, describeResult } from './summary';

describe('the embedded default: its PostgreSQL killed three times and an SMTP outage under write load', () => {
  let r: FaultResult;
  beforeAll(async () => {
    r = await runFaultScenario({
      ...DEFAULT_SETTINGS,
      database: 'embedded',
      log: (m) => console.log(`faults (embedded): ${m}`),
    });
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
