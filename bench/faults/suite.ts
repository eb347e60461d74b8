// The fault test's checks, one suite per variant (faults.test.ts: a PostgreSQL cluster restarted; embedded-faults
// .test.ts: the embedded default's own server killed): the same scenario, the same guarantees.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  type FaultResult,
  type FaultSettings,
  failedOutsideRestarts,
  runFaultScenario,
  succeeded,
} from './scenario';
import { checkBudgets, describeResult } from './summary';

export function faultSuite(title: string, label: string, settings: Partial<FaultSettings> = {}) {
  describe(title, () => {
    let r: FaultResult;
    beforeAll(async () => {
      r = await runFaultScenario({
        ...DEFAULT_SETTINGS,
        ...settings,
        log: (m) => console.log(`${label}: ${m}`),
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
}
