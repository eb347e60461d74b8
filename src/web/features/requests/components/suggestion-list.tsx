import { cn } from '@web/lib/cn';
import { MapPin } from 'lucide-react';

/**
 * The listbox under an address or place combobox. The combobox input keeps the focus and handles the keyboard;
 * `active` is the option it points at (aria-activedescendant `${id}-${index}`).
 */
export function SuggestionList({
  id,
  label,
  hidden,
  items,
  active,
  onPick,
}: {
  id: string;
  label: string;
  hidden: boolean;
  items: readonly { key: string; text: string }[];
  active: number;
  onPick: (text: string) => void;
}) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      hidden={hidden}
      className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-border bg-white py-1 shadow-lg"
    >
      {items.map((item, i) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
        <div
          key={item.key}
          id={`${id}-${i}`}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          // Keep the focus in the input, so that its blur does not close the list before the click lands.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(item.text)}
          className={cn(
            'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
            i === active ? 'bg-primary/10 text-primary' : 'hover:bg-muted',
          )}
        >
          <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          {item.text}
        </div>
      ))}
    </div>
  );
}
