// The budget every route measured against a raw-pg reference shares: at least 50% of the
// reference's requests per second, p99 at most twice the reference's. Scenario `{id}` is the app's route and
// `{id}-ref` its reference. A pair may ask for more: `minShare` (default 0.5) and `maxP99` (default 2).
import type { Budget } from './types';

const pct = (a: number, b: number) => (b > 0 ? `${Math.round((a / b) * 100)}%` : 'n/a');
const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

export interface ReferencePair {
  id: string;
  label: string;
  /** The least share of the reference's req/s (0.5 unless given). */
  minShare?: number;
  /** The most the p99 may be, as a multiple of the reference's (2 unless given). */
  maxP99?: number;
}

export function referenceBudgets(pairs: readonly ReferencePair[]): Budget[] {
  return pairs.flatMap(({ id, label, minShare = 0.5, maxP99 = 2 }) => [
    {
      id: `${id}-rps`,
      description: `${label} req/s ≥ ${minShare * 100}% of its reference`,
      check(r) {
        const app = r.scenario(id);
        const ref = r.scenario(`${id}-ref`);
        if (!app || !ref) return { ok: false, detail: 'not measured' };
        return {
          ok: app.rps >= minShare * ref.rps,
          detail: `${fmt(app.rps)} vs ${fmt(ref.rps)} req/s (${pct(app.rps, ref.rps)}; need ≥ ${minShare * 100}%)`,
        };
      },
    },
    {
      id: `${id}-p99`,
      description: `${label} p99 ≤ ${maxP99}× its reference's p99`,
      check(r) {
        const app = r.scenario(id);
        const ref = r.scenario(`${id}-ref`);
        if (!app || !ref) return { ok: false, detail: 'not measured' };
        return {
          ok: app.latencyMs.p99 <= maxP99 * ref.latencyMs.p99,
          detail: `${app.latencyMs.p99} vs ${ref.latencyMs.p99} ms (${(app.latencyMs.p99 / Math.max(ref.latencyMs.p99, 1e-9)).toFixed(2)}×; need ≤ ${maxP99}×)`,
        };
      },
    },
  ]);
}
