import { QueryCache, QueryClient } from '@tanstack/react-query';
import { hasErrorCode } from './api-client';
import { USER_QUERY_KEY } from './query-keys';

/**
 * By default no automatic refetch, no refetch on focus, cached data never stale, no retries.
 * Screens opt in to fresher data per query (the current user, the notification count).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // Not signed in (any more) anywhere means the session ended: ask again who is signed in, so the app shows
        // the login page.
        if (hasErrorCode(error, 'UNAUTHORIZED')) {
          void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
        }
      },
    }),
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
