import { ADDRESS_SEARCH_MIN_CHARS } from '@shared/requests/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

/** One address suggestion. */
export interface AddressSuggestion {
  id: string;
  weergavenaam: string;
  woonplaatsnaam: string | null;
}

/** GET /api/addresses/search?q=: PDOK suggestions, or places from the built-in list when PDOK is away. */
export async function searchAddresses(q: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const res = await apiGet<AddressSuggestion[] | { results?: AddressSuggestion[] }>(
    `/api/addresses/search?q=${encodeURIComponent(q)}`,
    { signal },
  );
  return Array.isArray(res) ? res : (res?.results ?? []);
}

export const addressSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['/api/addresses/search', q],
    // Address search errors are swallowed and an empty list returned.
    queryFn: ({ signal }) => searchAddresses(q, signal).catch(() => []),
    enabled: q.length >= ADDRESS_SEARCH_MIN_CHARS,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useAddressSearch(q: string) {
  return useQuery(addressSearchQueryOptions(q.trim()));
}
