// The lists' paging (docs/architecture.md, Conventions: lists): ?page=&pageSize=, the total in X-Total-Count.

/**
 * The total when a page tells it: a page that is not full (and not empty past the first page) ends the list, so the
 * total is what comes before it plus its rows; otherwise null, and a count statement answers.
 */
export function totalFromPage(page: number, pageSize: number, rows: number): number | null {
  if (rows < pageSize && (rows > 0 || page === 1)) return (page - 1) * pageSize + rows;
  return null;
}
