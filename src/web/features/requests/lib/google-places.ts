// Google Places autocomplete: used only when a key is configured and the script loads within
// 5 seconds; otherwise, silently, the portal's own address search.
import { MAPS_LOAD_TIMEOUT_MS } from '@shared/requests/constants';

interface PlacesAutocomplete {
  addListener(event: 'place_changed', handler: () => void): { remove(): void };
  getPlace(): { formatted_address?: string; name?: string };
}

interface GooglePlacesApi {
  maps: {
    places: {
      Autocomplete: new (
        input: HTMLInputElement,
        options: { componentRestrictions: { country: string }; types: string[]; fields: string[] },
      ) => PlacesAutocomplete;
    };
  };
}

let loading: Promise<GooglePlacesApi | null> | null = null;

/** Loads the Maps script once; resolves null on failure or after the timeout. */
export function loadGooglePlaces(apiKey: string): Promise<GooglePlacesApi | null> {
  const w = window as unknown as { google?: GooglePlacesApi };
  if (w.google?.maps?.places) return Promise.resolve(w.google);
  loading ??= new Promise<GooglePlacesApi | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), MAPS_LOAD_TIMEOUT_MS);
    // With loading=async the libraries are ready only when Google calls the callback, not at the script's onload.
    const callback = '__woonportaalMapsReady';
    (window as unknown as Record<string, () => void>)[callback] = () => {
      clearTimeout(timer);
      resolve(w.google?.maps?.places ? (w.google as GooglePlacesApi) : null);
    };
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places&loading=async&callback=${callback}`;
    script.async = true;
    script.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    document.head.append(script);
  });
  return loading;
}

/** Attaches Places autocomplete (Netherlands, addresses) to an input; returns the detach function. */
export function attachPlaces(
  google: GooglePlacesApi,
  input: HTMLInputElement,
  onPick: (address: string) => void,
): () => void {
  const ac = new google.maps.places.Autocomplete(input, {
    componentRestrictions: { country: 'nl' },
    types: ['address'],
    fields: ['formatted_address', 'name'],
  });
  const listener = ac.addListener('place_changed', () => {
    const place = ac.getPlace();
    const text = place.formatted_address ?? place.name;
    if (text) onPick(text);
  });
  return () => listener.remove();
}
