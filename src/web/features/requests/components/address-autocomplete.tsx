import { PLACE_BLUR_HIDE_MS, PLACE_SUGGESTIONS_SHOWN } from '@shared/requests/constants';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useGoogleMapsKey } from '../api/get-google-maps-key';
import { useAddressSearch } from '../api/search-addresses';
import { attachPlaces, loadGooglePlaces } from '../lib/google-places';
import { FieldLabel, fieldId, useFieldError } from './fields';
import { SuggestionList } from './suggestion-list';

const DEBOUNCE_MS = 250;

/**
 * A free-text address field with suggestions: Google Places when a key is configured and its script loads in
 * time, otherwise the portal's own search (GET /api/addresses/search, from 4 characters).
 */
export function AddressAutocomplete({
  name,
  label,
  required,
  placeholder = 'Straat, huisnummer en plaats',
}: {
  name: string;
  label: string;
  required?: boolean;
  placeholder?: string;
}) {
  const { register, watch, setValue } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  const listId = useId();
  const value = (watch(name) as string | undefined) ?? '';
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [google, setGoogle] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const key = useGoogleMapsKey();
  const search = useAddressSearch(google ? '' : query);
  const suggestions = (search.data ?? []).slice(0, PLACE_SUGGESTIONS_SHOWN);
  const showList = open && !google && suggestions.length > 0 && query.length > 0;

  // Debounce the typed text into the search query.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  useEffect(() => {
    const apiKey = key.data;
    const input = inputRef.current;
    if (!apiKey || !input) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    void loadGooglePlaces(apiKey).then((api) => {
      if (!api || cancelled) return;
      setGoogle(true);
      detach = attachPlaces(api, input, (address) =>
        setValue(name, address, { shouldValidate: true, shouldDirty: true }),
      );
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [key.data, name, setValue]);

  const pick = (text: string) => {
    setValue(name, text, { shouldValidate: true, shouldDirty: true });
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, suggestions.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    } else if (e.key === 'Enter' && active >= 0 && suggestions[active]) {
      e.preventDefault();
      pick(suggestions[active].weergavenaam);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const registration = register(name);
  return (
    <FormField id={id} label={<FieldLabel label={label} required={required} />} error={error}>
      <div className="relative">
        <Input
          {...fieldAria(id, error)}
          {...registration}
          ref={(el) => {
            registration.ref(el);
            inputRef.current = el;
          }}
          onChange={(e) => {
            void registration.onChange(e);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => clearTimeout(hideTimer.current)}
          onBlur={(e) => {
            void registration.onBlur(e);
            hideTimer.current = setTimeout(() => setOpen(false), PLACE_BLUR_HIDE_MS);
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-required={required || undefined}
          autoComplete="off"
          placeholder={placeholder}
        />
        <SuggestionList
          id={listId}
          label="Adressuggesties"
          hidden={!showList}
          items={suggestions.map((s) => ({ key: s.id, text: s.weergavenaam }))}
          active={active}
          onPick={pick}
        />
      </div>
    </FormField>
  );
}
