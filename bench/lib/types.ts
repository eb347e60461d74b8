// The shapes a bench group is made of. A group (bench/groups/*.ts, listed in bench/groups/index.ts) can:
//  - add reference routes to the app in the server process, before app.ready()           (server)
//  - make data and sessions through the real HTTP API and return the routes to load      (scenarios)
//  - take extra measurements that are not HTTP load, e.g. a hashing ceiling              (measure)
//  - state budgets over the results of all groups                                        (budgets)
import type { Config } from '@server/config';
import type { FastifyInstance } from 'fastify';

export interface ServerHookDeps {
  app: FastifyInstance;
  config: Config;
  /** The PostgreSQL URL the app runs on; a reference route opens its own pg.Pool on it. */
  databaseUrl: string;
  /** Size of the app's own pool, so reference pools can match it. */
  poolSize: number;
}

export interface DriverContext {
  /** http://127.0.0.1:PORT, also the app's APP_URL (so it is the Origin state-changing requests need). */
  baseURL: string;
  /** The PostgreSQL the app runs on; a measurement that needs a database of its own creates one in it. */
  databaseUrl: string;
  settings: BenchSettings;
  /** Sign in or register through the HTTP API; returns the `sid` cookie value. */
  http: {
    post(
      path: string,
      body: unknown,
      cookie?: string,
    ): Promise<{ status: number; json: unknown; sid?: string }>;
    get(path: string, cookie?: string): Promise<{ status: number; json: unknown }>;
  };
  log(message: string): void;
}

export interface Scenario {
  /** Stable id used by budgets and in results JSON, e.g. 'auth-user'. */
  id: string;
  /** As shown in the table, e.g. 'GET /api/auth/user'. */
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Default: settings.connections. */
  connections?: number;
  /** Status every response must have (default 200); checked once before the load, counted during it. */
  expectStatus?: number;
  /** Extra check of one response before the load (throw to abort the bench with a clear message). */
  verify?: (json: unknown) => void;
  /** What the route stands for in the report, e.g. 'framework ceiling'. */
  role?: string;
  /**
   * A non-HTTP ceiling this route is judged against (e.g. argon2 hashes/s for sign-in). The driver measures it
   * right before and right after the route's load and records the mean as a Measurement, so that both see the
   * same machine even when something else is busy.
   */
  ceiling?: Ceiling;
}

export interface Ceiling {
  id: string;
  label: string;
  unit: string;
  measure(ctx: DriverContext): Promise<{ value: number; detail?: Record<string, unknown> }>;
}

export interface ScenarioResult {
  id: string;
  label: string;
  group: string;
  role?: string;
  connections: number;
  durationSec: number;
  requests: number;
  /** Responses with the expected status, per second. */
  rps: number;
  expectedStatusCount: number;
  unexpectedStatusCount: number;
  errors: number;
  timeouts: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
}

export interface Measurement {
  id: string;
  label: string;
  value: number;
  unit: string;
  detail?: Record<string, unknown>;
}

export interface BudgetOutcome {
  id: string;
  description: string;
  ok: boolean;
  /** Human text: the figures compared. */
  detail: string;
}

export interface ResultsView {
  scenario(id: string): ScenarioResult | undefined;
  measurement(id: string): Measurement | undefined;
}

export interface Budget {
  id: string;
  description: string;
  check(results: ResultsView): Omit<BudgetOutcome, 'id' | 'description'>;
}

export interface BenchGroup {
  name: string;
  description: string;
  server?: (deps: ServerHookDeps) => void | Promise<void>;
  scenarios?: (ctx: DriverContext) => Promise<Scenario[]>;
  measure?: (ctx: DriverContext) => Promise<Measurement[]>;
  budgets?: Budget[];
}

export interface BenchSettings {
  durationSec: number;
  warmupSec: number;
  connections: number;
  /** Connections for the argon2-bound login scenario. */
  loginConnections: number;
  hashSeconds: number;
  groups: string[] | undefined;
  scenarios: string[] | undefined;
  /** Where the app keeps files: the local disk, or an S3 bucket on a local s3rver the driver starts. */
  storage: 'local' | 's3';
}
