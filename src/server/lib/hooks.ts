// The one way a lower module makes a higher one act (docs/decisions/0029): the lower module declares a hook and
// runs it inside its own transaction; the higher module subscribes at start-up (buildApp). The lower module never
// imports the higher one, and what subscribed runs in the same transaction, so a refusal or a failure in a
// subscriber undoes the whole change.
import type { DbOrTx } from '../db/client';

export type HookHandler<Event> = (tx: DbOrTx, event: Event) => Promise<void>;

export interface Hook<Event> {
  /** What the hook announces ('project.completed'), for whoever reads it in a debugger or a log. */
  readonly name: string;
  /** Subscribes a handler; the same handler twice (a second buildApp in one process) counts once. */
  subscribe(handler: HookHandler<Event>): void;
  /** Runs every subscriber in subscription order, in the caller's transaction; the first to throw stops the rest. */
  run(tx: DbOrTx, event: Event): Promise<void>;
}

export function createHook<Event>(name: string): Hook<Event> {
  const handlers = new Set<HookHandler<Event>>();
  return {
    name,
    subscribe(handler) {
      handlers.add(handler);
    },
    async run(tx, event) {
      for (const handler of handlers) await handler(tx, event);
    },
  };
}
