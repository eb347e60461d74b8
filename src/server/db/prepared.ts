// What the list modules build their hand-written statements from: a named (prepared) statement with its values,
// and the LIKE pattern of a free-text search.

/** A statement with a name, so that PostgreSQL plans it once per connection. */
export interface PreparedQuery {
  name: string;
  text: string;
  values: unknown[];
}

/** LIKE pattern for "contains", with LIKE's own wildcards in the text taken literally. */
export const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
