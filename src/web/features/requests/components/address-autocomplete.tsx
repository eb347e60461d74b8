import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { MapPin } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useGoogleMapsKey } from '../api/get-google-maps-key';
import { useAddressSearch } from '../api/search-addresses';
import { attachPlaces, loadGooglePlaces } from '../lib/google-places';
import { fieldId, useFieldError } from './fields';

const DEBOUNCE_MS = 250;
const HIDE_AFTER_BLUR_MS = 200;

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
  const suggestions = (search.data ?? []).slice(0, 8);
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
    <FormField
      id={id}
      label={
        <>
          {label}
          {required ? (
            <span className="ml-0.5 text-destructive" aria-hidden>
              *
            </span>
          ) : null}
        </>
      }
      error={error}
    >
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
            hideTimer.current = setTimeout(() => setOpen(false), HIDE_AFTER_BLUR_MS);
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
        <div
          id={listId}
          role="listbox"
          aria-label="Adressuggesties"
          hidden={!showList}
          className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-border bg-white py-1 shadow-lg"
        >
          {suggestions.map((s, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
            <div
              key={s.id}
              id={`${listId}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(s.weergavenaam)}
              className={cn(
                'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
                i === active ? 'bg-primary/10 text-primary' : 'hover:bg-muted',
              )}
            >
              <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              {s.weergavenaam}
            </div>
          ))}
        </div>
      </div>
    </FormField>
  );
}
