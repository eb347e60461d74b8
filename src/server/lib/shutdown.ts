// Stopping a node without dropping anything (a rolling deploy, a scale-in, Ctrl-C): first /healthz answers 503 while
// the node keeps serving, long enough for a load balancer's health check to take it out of rotation; then it stops
// accepting connections, lets the requests in flight finish (up to a grace period), lets the background job that is
// running finish its round, closes the database and ends. A second signal skips what is left of the drain delay.
import type { FastifyInstance } from 'fastify';

/** What the health probe and the shutdown share: whether this node is on its way out. */
export interface Lifecycle {
  draining: boolean;
}

export interface ShutdownTimes {
  /** How long /healthz answers 503 before the node stops accepting connections. */
  drainMs: number;
  /** How long requests in flight may take to finish once the node stops accepting; then their connections close. */
  graceMs: number;
}

export function shutdownOnSignals(app: FastifyInstance, times: ShutdownTimes): void {
  let started = false;
  let skipDrain: () => void = () => {};
  const shutdown = async (signal: NodeJS.Signals) => {
    if (started) {
      app.log.info(`${signal} again: stopping without waiting further`);
      skipDrain();
      return;
    }
    started = true;
    app.ctx.lifecycle.draining = true;
    app.log.info(
      `${signal}: shutting down; /healthz answers 503, serving on for ${times.drainMs} ms so the load balancer takes this node out (a second Ctrl-C skips the wait)`,
    );
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, times.drainMs);
      skipDrain = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    app.log.info('no longer accepting connections; finishing the requests in flight');
    // Past the grace period, connections still busy are closed so that the node does end.
    const grace = setTimeout(() => {
      app.log.warn(`requests still running after ${times.graceMs} ms: closing their connections`);
      app.server.closeAllConnections();
    }, times.graceMs);
    grace.unref();
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown: closing failed');
      process.exit(1);
    }
    clearTimeout(grace);
    app.log.info('stopped');
    process.exit(0);
  };
  // SIGHUP: the terminal that started it closed; without a handler Node would end at once, leaving the embedded
  // PostgreSQL behind.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => void shutdown(signal));
}
