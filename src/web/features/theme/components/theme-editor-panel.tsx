import { THEME_PRESETS, THEME_RANGES, type ThemeSettings } from '@shared/theme/theme';
import { Button } from '@web/components/ui/button';
import { RotateCcw, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { applyPreset, resetTheme, updateTheme, useTheme } from '../lib/theme-store';

type ColourKey = 'primary' | 'accent' | 'yellow';
type RangeKey = keyof typeof THEME_RANGES;

const COLOURS: { key: ColourKey; label: string }[] = [
  { key: 'primary', label: 'Primaire kleur' },
  { key: 'accent', label: 'Accentkleur' },
  { key: 'yellow', label: 'Gele kleur' },
];

const SLIDERS: { key: RangeKey; label: string; format: (v: number) => string }[] = [
  { key: 'fontScale', label: 'Lettergrootte', format: (v) => `${Math.round(v * 100)}%` },
  { key: 'lineHeight', label: 'Regelhoogte', format: (v) => v.toFixed(1) },
  { key: 'sidebarWidth', label: 'Zijbalkbreedte', format: (v) => `${v} px` },
  { key: 'cardSpacing', label: 'Kaartafstand', format: (v) => `${v} px` },
];

const PRESET_NAMES = Object.keys(THEME_PRESETS) as (keyof typeof THEME_PRESETS)[];

/** Numbers from a range input, rounded to its step so 0.1 steps stay 0.9 and not 0.9000000001. */
function fromRange(key: RangeKey, raw: string): number {
  const decimals = THEME_RANGES[key].step < 1 ? 1 : 0;
  return Number(Number(raw).toFixed(decimals));
}

export function ThemeEditorPanel({ onClose }: { onClose: () => void }) {
  const theme = useTheme();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  return (
    <aside
      id="theme-editor"
      aria-labelledby="theme-editor-title"
      className="fixed inset-y-0 right-0 z-40 flex w-full max-w-xs flex-col border-l border-border bg-white shadow-2xl animate-panel-in"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className="flex items-center justify-between border-b border-border px-5 py-4">
        <div>
          <h2 id="theme-editor-title" className="text-base font-semibold">
            Thema aanpassen
          </h2>
          <p className="text-xs text-muted-foreground">
            Wijzigingen zijn direct zichtbaar en blijven bewaard in deze browser.
          </p>
        </div>
        <Button
          ref={closeRef}
          variant="ghost"
          size="icon"
          onClick={onClose}
          aria-label="Thema-editor sluiten"
        >
          <X aria-hidden />
        </Button>
      </div>

      <div className="flex-1 space-y-7 overflow-y-auto px-5 py-5">
        <section className="space-y-3">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Voorinstellingen
          </h3>
          <div className="grid grid-cols-3 gap-2">
            {PRESET_NAMES.map((name) => {
              const preset = THEME_PRESETS[name];
              return (
                <button
                  key={name}
                  type="button"
                  onClick={() => applyPreset(name)}
                  className="flex flex-col items-center gap-1.5 rounded-lg border border-border p-2 text-xs font-medium transition hover:border-primary hover:bg-muted"
                >
                  <span className="flex" aria-hidden>
                    {[preset.primary, preset.accent, preset.yellow].map((c, i) => (
                      <span
                        key={i}
                        className="-ml-1 size-4 rounded-full border-2 border-white first:ml-0"
                        style={{ backgroundColor: c }}
                      />
                    ))}
                  </span>
                  {name}
                </button>
              );
            })}
          </div>
        </section>

        <section className="space-y-3">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Kleuren</h3>
          {COLOURS.map(({ key, label }) => (
            <div key={key} className="flex items-center justify-between gap-3">
              <label htmlFor={`theme-${key}`} className="text-sm font-medium">
                {label}
              </label>
              <div className="flex items-center gap-2">
                <code className="text-xs text-muted-foreground">{theme[key].toLowerCase()}</code>
                <input
                  id={`theme-${key}`}
                  type="color"
                  value={theme[key].toLowerCase()}
                  onChange={(e) => updateTheme({ [key]: e.target.value } as Partial<ThemeSettings>)}
                  className="h-9 w-12 rounded-md border border-border bg-white p-1"
                />
              </div>
            </div>
          ))}
        </section>

        <section className="space-y-4">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Weergave</h3>
          {SLIDERS.map(({ key, label, format }) => {
            const range = THEME_RANGES[key];
            return (
              <div key={key} className="space-y-1.5">
                <div className="flex items-center justify-between">
                  <label htmlFor={`theme-${key}`} className="text-sm font-medium">
                    {label}
                  </label>
                  <output htmlFor={`theme-${key}`} className="text-xs text-muted-foreground tabular-nums">
                    {format(theme[key])}
                  </output>
                </div>
                <input
                  id={`theme-${key}`}
                  type="range"
                  min={range.min}
                  max={range.max}
                  step={range.step}
                  value={theme[key]}
                  aria-valuetext={format(theme[key])}
                  onChange={(e) => updateTheme({ [key]: fromRange(key, e.target.value) })}
                  className="w-full cursor-pointer accent-primary"
                />
              </div>
            );
          })}
        </section>
      </div>

      <div className="border-t border-border px-5 py-4">
        <Button variant="outline" className="w-full" onClick={resetTheme}>
          <RotateCcw aria-hidden />
          Standaardinstellingen herstellen
        </Button>
      </div>
    </aside>
  );
}
