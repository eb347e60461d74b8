// The Dutch address lookup (postcode and house number → street and place), shared by the request forms' address
// fields and /profiel's home address.
import { HOUSE_NUMBER_REGEX } from '@shared/requests/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

interface LookupResponse {
  found: boolean;
  straat: string | null;
  plaats: string | null;
}

export interface AddressLookupResult {
  street: string | null;
  city: string | null;
}

const POSTCODE = /^\s*(\d{4})\s*([a-zA-Z]{2})\s*$/;

export const isCompletePostcode = (postcode: string) => POSTCODE.test(postcode);
const normalize = (postcode: string) => postcode.replace(POSTCODE, (_m, d, l) => `${d}${l.toUpperCase()}`);

/** GET /api/addresses/lookup?postcode=&huisnummer=: street and place of a Dutch address (PDOK). */
export async function lookupAddress(
  postcode: string,
  houseNumber: string,
  signal?: AbortSignal,
): Promise<AddressLookupResult | null> {
  const qs = new URLSearchParams({ postcode: normalize(postcode), huisnummer: houseNumber.trim() });
  const res = await apiGet<LookupResponse>(`/api/addresses/lookup?${qs}`, { signal });
  return res?.found ? { street: res.straat, city: res.plaats } : null;
}

export const addressLookupQueryOptions = (postcode: string, houseNumber: string) =>
  queryOptions({
    queryKey: ['/api/addresses/lookup', normalize(postcode), houseNumber.trim()],
    // null: nothing found; an error: the service could not be reached. Either way the person types street and
    // place themselves, and AddressFields says which of the two happened. Not retried: they are typing.
    queryFn: ({ signal }) => lookupAddress(postcode, houseNumber, signal),
    retry: false,
    enabled: isCompletePostcode(postcode) && HOUSE_NUMBER_REGEX.test(houseNumber.trim()),
    staleTime: 10 * 60_000,
  });

export function useAddressLookup(postcode: string, houseNumber: string) {
  return useQuery(addressLookupQueryOptions(postcode, houseNumber));
}
