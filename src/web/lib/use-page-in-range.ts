import { useEffect } from 'react';

/**
 * A list's page past its end (the list shrank, or an old address): once the total is known, `goTo` the last page
 * there is.
 */
export function usePageInRange(
  page: number,
  total: number | undefined,
  pageSize: number,
  goTo: (page: number) => void,
) {
  const lastPage = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  // biome-ignore lint/correctness/useExhaustiveDependencies: goTo is made anew each render; page and lastPage decide
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) goTo(lastPage);
  }, [page, lastPage]);
}
