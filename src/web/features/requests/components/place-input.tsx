// The place input: tags with remove, suggestions from 2 characters (at most 8, chosen places left
// out), Enter adds free text, no duplicates, Backspace on an empty input removes the last tag, Escape closes the
// list, the list hides 200 ms after blur, 'n gebied/gebieden geselecteerd', at most `max` places.
import { PLACE_BLUR_HIDE_MS } from '@shared/requests/constants';
import { inputClass } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { addPlace, visibleSuggestions } from '../lib/place-list';
import { SuggestionList } from './suggestion-list';

export interface PlaceInputProps {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** Candidates for a typed text, best first (the shared matcher over the built-in list). */
  suggest: (query: string, exclude: readonly string[]) => readonly string[];
  max: number;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
}

export function PlaceInput({
  id,
  value,
  onChange,
  onBlur,
  suggest,
  max,
  placeholder = 'Typ een plaatsnaam...',
  invalid,
  describedBy,
}: PlaceInputProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = useId();
  const countId = useId();
  const full = value.length >= max;

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const suggestions = visibleSuggestions(suggest, text, value);
  const showList = open && !full && suggestions.length > 0;

  const add = (place: string) => {
    const next = addPlace(value, place, max);
    if (next !== value) onChange([...next]);
    setText('');
    setActive(-1);
  };

  const remove = (place: string) => onChange(value.filter((v) => v !== place));

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (showList && active >= 0 && suggestions[active]) add(suggestions[active]);
      else add(text);
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      remove(value[value.length - 1] as string);
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, suggestions.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, -1));
    }
  };

  const count = value.length;
  return (
    <div className="grid gap-2">
      <div
        className={cn(
          inputClass,
          'relative h-auto min-h-10 flex-wrap items-center gap-1.5 py-1.5 focus-within:border-primary focus-within:outline-2 focus-within:outline-primary/25',
          invalid && 'border-destructive',
        )}
      >
        {value.map((place) => (
          <span
            key={place}
            className="inline-flex items-center gap-1 rounded-full bg-primary/10 py-0.5 pr-1 pl-2.5 text-sm text-primary"
          >
            {place}
            <button
              type="button"
              onClick={() => remove(place)}
              className="rounded-full p-0.5 hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-primary"
              aria-label={`${place} verwijderen`}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </span>
        ))}
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={[countId, describedBy].filter(Boolean).join(' ')}
          value={text}
          disabled={full}
          placeholder={full ? `Maximaal ${max} gebieden` : placeholder}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            hideTimer.current = setTimeout(() => setOpen(false), PLACE_BLUR_HIDE_MS);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
          className="min-w-32 flex-1 bg-transparent py-0.5 outline-none disabled:cursor-not-allowed"
        />
        <SuggestionList
          id={listId}
          label="Suggesties"
          hidden={!showList}
          items={suggestions.map((place) => ({ key: place, text: place }))}
          active={active}
          onPick={add}
        />
      </div>
      <p id={countId} className="text-xs text-muted-foreground" aria-live="polite">
        {count} {count === 1 ? 'gebied' : 'gebieden'} geselecteerd
        {full ? ` (maximaal ${max})` : ''}
      </p>
    </div>
  );
}
