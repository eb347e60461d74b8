import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Lifecycle } from './lib/shutdown';
import type { FileStorage } from './storage/files';

/**
 * What every service needs from the running app. Routes hand it to their service spread into the one options object
 * (`{ ...ctx, actor, ... }`); a service types it as `Pick<AppContext, ...>` of what it uses (decision 0014).
 */
export interface AppContext {
  db: Db;
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** Where uploads and invoice PDFs are kept: DATA_DIR/uploads or an S3-compatible bucket (decision 0017). */
  storage: FileStorage;
  /** Encrypts two-factor secrets at rest: TWO_FACTOR_KEY, or on this computer the key kept in DATA_DIR. */
  twoFactorKey: Buffer;
  /** Whether this node is shutting down: /healthz then answers 503 (lib/shutdown.ts). */
  lifecycle: Lifecycle;
}
