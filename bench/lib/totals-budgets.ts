// The budgets of a route that reads maintained totals (docs/decisions/0044): at least 1,000 req/s with p99 at most
// 100 ms at the run's connections, and at least 5× the req/s of the "old reference" measured in the same run: raw
// `pg` doing what the route did before the totals were kept (counting or adding up the rows on every request).
// Scenario `{id}` is the app's route and `{id}-oldref` the old reference.
import type { Budget } from './types';

const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

export const TOTALS_MIN_RPS = 1_000;
export const TOTALS_MAX_P99_MS = 100;
export const TOTALS_MIN_TIMES_OLD = 5;

export function totalsBudgets(routes: readonly { id: string; label: string }[]): Budget[] {
  return routes.flatMap(({ id, label }) => [
    {
      id: `${id}-min-rps`,
      description: `${label} ≥ ${fmt(TOTALS_MIN_RPS)} req/s`,
      check(r) {
        const app = r.scenario(id);
        if (!app) return { ok: false, detail: 'not measured' };
        return {
          ok: app.rps >= TOTALS_MIN_RPS,
          detail: `${fmt(app.rps)} req/s (need ≥ ${fmt(TOTALS_MIN_RPS)})`,
        };
      },
    },
    {
      id: `${id}-max-p99`,
      description: `${label} p99 ≤ ${TOTALS_MAX_P99_MS} ms`,
      check(r) {
        const app = r.scenario(id);
        if (!app) return { ok: false, detail: 'not measured' };
        return {
          ok: app.latencyMs.p99 <= TOTALS_MAX_P99_MS,
          detail: `${app.latencyMs.p99} ms (need ≤ ${TOTALS_MAX_P99_MS} ms)`,
        };
      },
    },
    {
      id: `${id}-vs-old`,
      description: `${label} req/s ≥ ${TOTALS_MIN_TIMES_OLD}× the old raw reference (counting the rows)`,
      check(r) {
        const app = r.scenario(id);
        const old = r.scenario(`${id}-oldref`);
        if (!app || !old) return { ok: false, detail: 'not measured' };
        const times = app.rps / Math.max(old.rps, 1e-9);
        return {
          ok: times >= TOTALS_MIN_TIMES_OLD,
          detail: `${fmt(app.rps)} vs ${fmt(old.rps)} req/s (${times.toFixed(1)}×; need ≥ ${TOTALS_MIN_TIMES_OLD}×)`,
        };
      },
    },
  ]);
}
