// Answers to shared reads (the admin's project lists, the revenue month) kept in this node's memory, docs/decisions
// /0048. The table read_versions holds one number per topic, which deferred triggers change in every transaction
// that changes a row the topic's answers depend on (migration 0024). A request first reads the topic's number (one
// row by primary key); when the answer kept for its key was built at that number, nothing it shows has changed since
// and it is sent again without reading or serialising anything.
//
// Building an answer reads the number before and after: when both are the same, no commit touching the topic became
// visible in between, so every statement in between saw the state the number stands for, and the answer is kept
// under it. Otherwise it is still sent (it is as fresh as an uncached read) but not kept. The numbers come from one
// sequence and are never reused, so an answer can never match a later state by accident; a number kept in the
// database also makes every node see a commit of any other node at once.
import type { Database } from './client';

export type ReadTopic = 'project_lists' | 'revenue';

/** Each topic's number as some statement read it; null for a topic means unknown (read it afresh). */
export type ReadVersions = Record<ReadTopic, string | null>;

const VERSION_SQL: Record<ReadTopic, string> = {
  project_lists: 'select project_lists::text as v from read_versions',
  revenue: 'select revenue::text as v from read_versions',
};

/** Answers kept per node: a list page of 50 rows is about 35 KB serialised. */
const MAX_ENTRIES = 200;

interface Entry<T> {
  version: string;
  value: Promise<T>;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry<unknown>>();

  constructor(private readonly database: Pick<Database, 'query'>) {}

  private async version(topic: ReadTopic): Promise<string | null> {
    const [row] = await this.database.query<{ v: string }>(`read_version:${topic}`, VERSION_SQL[topic], []);
    return row?.v ?? null;
  }

  /**
   * The answer for `key` within `topic`: the kept one while the topic's number is unchanged, else `build()`'s.
   * Requests that ask for the same key at the same number while it is being built wait for that one build.
   * `known`: the numbers as this request already read them (with its session), which saves reading them again;
   * any reading made during the request will do, as a build is kept only when the number after it is the same.
   */
  async answer<T>(
    topic: ReadTopic,
    key: string,
    build: () => Promise<T>,
    known?: ReadVersions | null,
  ): Promise<T> {
    const version = known?.[topic] ?? (await this.version(topic));
    // No row (a database emptied by hand): nothing can be kept safely.
    if (version === null) return build();
    const id = `${topic}\n${key}`;
    const kept = this.entries.get(id) as Entry<T> | undefined;
    if (kept && kept.version === version) {
      // Most recently used last, so the oldest is the first in the map's order.
      this.entries.delete(id);
      this.entries.set(id, kept);
      return kept.value;
    }
    const entry: Entry<T> = { version, value: this.build(topic, id, version, build) };
    this.entries.set(id, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry.value;
  }

  private async build<T>(topic: ReadTopic, id: string, version: string, build: () => Promise<T>): Promise<T> {
    const forget = () => {
      if (this.entries.get(id)?.version === version) this.entries.delete(id);
    };
    let value: T;
    try {
      value = await build();
    } catch (err) {
      forget();
      throw err;
    }
    // The check after is only about keeping: the answer itself is good either way.
    const after = await this.version(topic).catch(() => null);
    if (after !== version) forget();
    return value;
  }
}

const caches = new WeakMap<object, ReadCache>();

/** The cache of one database (one per app; tests start several apps in one process). */
export function readCacheOf(database: Pick<Database, 'query'>): ReadCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new ReadCache(database);
    caches.set(database, cache);
  }
  return cache;
}
