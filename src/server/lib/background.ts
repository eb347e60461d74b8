// Work that runs after the answer has gone: its duration must not show in the answer's timing (forgot-password
// answers as fast for a known address as for an unknown one). Each piece is logged when it fails, and the app waits
// for what is still running before it closes, so nothing is cut off by a shutdown.
import type { FastifyBaseLogger } from 'fastify';
import { describeError } from './errors';

const running = new Set<Promise<void>>();

/** Starts `work` without waiting for it; a failure is logged under `name`, never thrown. */
export function runDetached(log: FastifyBaseLogger, name: string, work: () => Promise<void>): void {
  const p: Promise<void> = (async () => {
    // Let the caller's answer go first.
    await new Promise((r) => setImmediate(r));
    await work();
  })()
    .catch((err) => log.error({ err: describeError(err) }, `${name} failed`))
    .finally(() => running.delete(p));
  running.add(p);
}

/** Resolves when every detached piece of work started so far has ended (tests, shutdown). */
export async function settleDetached(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
