// The figures an operator alerts on, in Prometheus' text format: requests by route and status class, the mail
// outbox, the background jobs, the database pool, payments waiting for the provider, and the process itself.
// One registry per app (tests build many apps in one process); the database figures are read at scrape time.
import { sql } from 'drizzle-orm';
import client from 'prom-client';
import type { AppContext } from '../../context';
import { selectRows } from '../../db/client';
import { jobLagSeconds, trackedJobs } from '../../lib/job-stats';

export interface PortalMetrics {
  registry: client.Registry;
  /** The text a scraper reads: the database figures are read first, once. */
  scrape(): Promise<string>;
  /** One answered request: `route` is the route's template (/api/projects/:id), never the raw URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
}

interface QueueFigures {
  mail_waiting: number;
  mail_oldest_seconds: number | null;
  mail_failed: number;
  payments_open: number;
  payments_pending: number;
  payments_oldest_seconds: number | null;
}

// Both counts use the partial indexes on the waiting rows (mail_outbox_due_idx, payments_invoice_open_key).
const QUEUES_SQL = sql`
  select
    (select count(*) from mail_outbox where status = 'pending')::int as mail_waiting,
    (select extract(epoch from now() - min(created_at)) from mail_outbox where status = 'pending')::float8
      as mail_oldest_seconds,
    (select count(*) from mail_outbox where status = 'failed')::int as mail_failed,
    (select count(*) from payments where status = 'open')::int as payments_open,
    (select count(*) from payments where status = 'pending')::int as payments_pending,
    (select extract(epoch from now() - min(created_at)) from payments where status in ('open', 'pending'))::float8
      as payments_oldest_seconds`;

export function createMetrics(ctx: Pick<AppContext, 'db' | 'database' | 'log'>): PortalMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const requests = new client.Histogram({
    name: 'woonportaal_http_request_duration_seconds',
    help: 'Answered HTTP requests by method, route template and status class, and how long each took',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // The database figures come from one query per scrape (`scrape` below), before the registry is read.
  const gauge = (name: string, help: string) => new client.Gauge({ name, help, registers: [registry] });
  const databaseUp = gauge(
    'woonportaal_database_up',
    '1 when the database answered the metrics query of this scrape, else 0',
  );
  const mailWaiting = gauge(
    'woonportaal_mail_outbox_waiting',
    'Mails in the outbox not yet sent (due or waiting to be retried)',
  );
  const mailOldest = gauge(
    'woonportaal_mail_outbox_oldest_waiting_seconds',
    'Age of the oldest mail not yet sent; 0 when none waits',
  );
  const mailFailed = gauge('woonportaal_mail_outbox_failed', 'Mails the outbox gave up on after its retries');
  const paymentsUnsettled = new client.Gauge({
    name: 'woonportaal_payments_unsettled',
    help: 'Payments created at the provider and not yet paid, failed, canceled or expired, by status',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const paymentsOldest = gauge(
    'woonportaal_payments_unsettled_oldest_seconds',
    'Age of the oldest payment not yet settled; 0 when none waits',
  );
  const readQueues = async () => {
    try {
      const [q] = await selectRows<QueueFigures>(ctx.db, QUEUES_SQL);
      if (!q) throw new Error('no row');
      databaseUp.set(1);
      mailWaiting.set(q.mail_waiting);
      mailOldest.set(q.mail_oldest_seconds ?? 0);
      mailFailed.set(q.mail_failed);
      paymentsUnsettled.set({ status: 'open' }, q.payments_open);
      paymentsUnsettled.set({ status: 'pending' }, q.payments_pending);
      paymentsOldest.set(q.payments_oldest_seconds ?? 0);
    } catch (err) {
      // The database is away: say so, and leave out figures that would be stale.
      ctx.log.warn({ err }, 'metrics: database figures unavailable');
      databaseUp.set(0);
      for (const gauge of [mailWaiting, mailOldest, mailFailed, paymentsUnsettled, paymentsOldest])
        gauge.reset();
    }
  };

  // Jobs: the loops keep their own counts (lib/job-stats.ts); counters here mirror them at scrape time.
  const perJob = <T>(read: (job: ReturnType<typeof trackedJobs>[number]) => T) => {
    const byName = new Map<string, T[]>();
    for (const job of trackedJobs()) byName.set(job.name, [...(byName.get(job.name) ?? []), read(job)]);
    return byName;
  };
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  new client.Counter({
    name: 'woonportaal_job_runs_total',
    help: 'Rounds run by each background job of this process',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [job, runs] of perJob((j) => j.runs)) this.inc({ job }, sum(runs));
    },
  });
  new client.Counter({
    name: 'woonportaal_job_failures_total',
    help: 'Rounds of each background job of this process that failed',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [job, failures] of perJob((j) => j.failures)) this.inc({ job }, sum(failures));
    },
  });
  new client.Gauge({
    name: 'woonportaal_job_lag_seconds',
    help: 'How far each background job is behind: seconds past the moment it should have succeeded again',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const now = Date.now();
      for (const [job, lags] of perJob((j) => jobLagSeconds(j, now))) this.set({ job }, Math.max(...lags));
    },
  });

  new client.Gauge({
    name: 'woonportaal_db_pool_connections',
    help: 'PostgreSQL connections of this process by state (in_use, idle) and the most it may open (max)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = ctx.database.poolStats();
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'max' }, pool.max);
    },
  });
  new client.Gauge({
    name: 'woonportaal_db_pool_waiting',
    help: 'Requests of this process waiting for a PostgreSQL connection',
    registers: [registry],
    collect() {
      const pool = ctx.database.poolStats();
      if (pool) this.set(pool.waiting);
    },
  });

  return {
    registry,
    async scrape() {
      await readQueues();
      return registry.metrics();
    },
    observeRequest(method, route, statusCode, seconds) {
      requests.observe({ method, route, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
    },
  };
}
