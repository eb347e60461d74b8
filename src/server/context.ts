import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';

/** What every service needs from the running app. Services take it spread into their one options object. */
export interface AppContext {
  db: Db;
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
}
