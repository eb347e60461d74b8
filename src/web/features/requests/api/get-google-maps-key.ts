import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

/** GET /api/config/google-maps-key: the configured key, or none (then the portal's own search is used). */
export async function getGoogleMapsKey(signal?: AbortSignal): Promise<string | null> {
  const res = await apiGet<{ apiKey?: string | null }>('/api/config/google-maps-key', { signal });
  return res?.apiKey || null;
}

export const googleMapsKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/config/google-maps-key'],
    queryFn: ({ signal }) => getGoogleMapsKey(signal).catch(() => null),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useGoogleMapsKey() {
  return useQuery(googleMapsKeyQueryOptions());
}
