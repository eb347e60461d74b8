// One load run with autocannon (in the driver process; the app runs in its own process).
import autocannon from 'autocannon';
import type { Scenario, ScenarioResult } from './types';

export function runAutocannon(
  baseURL: string,
  s: Scenario,
  connections: number,
  durationSec: number,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseURL}${s.path}`,
        method: s.method,
        headers: s.headers,
        body: s.body,
        connections,
        duration: durationSec,
        pipelining: 1,
        timeout: 10,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on('error', reject);
  });
}

export function toResult(
  group: string,
  s: Scenario,
  r: autocannon.Result,
  connections: number,
): ScenarioResult {
  const expected = s.expectStatus ?? 200;
  const expectedCount = r.statusCodeStats?.[`${expected}`]?.count ?? (expected < 300 ? r['2xx'] : 0);
  const total =
    Object.values(r.statusCodeStats ?? {}).reduce((n, v) => n + (v.count ?? 0), 0) || r['2xx'] + r.non2xx;
  return {
    id: s.id,
    label: s.label,
    group,
    role: s.role,
    connections,
    durationSec: r.duration,
    requests: total,
    rps: expectedCount / r.duration,
    expectedStatusCount: expectedCount,
    unexpectedStatusCount: total - expectedCount,
    errors: r.errors,
    timeouts: r.timeouts,
    latencyMs: {
      mean: r.latency.mean,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
    },
  };
}
