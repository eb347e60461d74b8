// Reading, checking, storing and applying the theme settings (the live theme editor). This file is
// small on purpose: main.tsx applies the stored theme with it before the first render.
import { THEME_DEFAULTS, THEME_RANGES, THEME_STORAGE_KEY, type ThemeSettings } from '@shared/theme/theme';

/** Six-digit hex only: that is what <input type="color"> accepts and gives back. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function colour(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX_COLOUR.test(value) ? value : fallback;
}

function inRange(value: unknown, range: { min: number; max: number }, fallback: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fallback;
  return Math.min(range.max, Math.max(range.min, value));
}

/** Anything (a stored value, a partial preset) made into complete, valid settings. */
export function normalizeTheme(input: unknown): ThemeSettings {
  const v = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return {
    primary: colour(v.primary, THEME_DEFAULTS.primary),
    accent: colour(v.accent, THEME_DEFAULTS.accent),
    yellow: colour(v.yellow, THEME_DEFAULTS.yellow),
    fontScale: inRange(v.fontScale, THEME_RANGES.fontScale, THEME_DEFAULTS.fontScale),
    lineHeight: inRange(v.lineHeight, THEME_RANGES.lineHeight, THEME_DEFAULTS.lineHeight),
    sidebarWidth: inRange(v.sidebarWidth, THEME_RANGES.sidebarWidth, THEME_DEFAULTS.sidebarWidth),
    cardSpacing: inRange(v.cardSpacing, THEME_RANGES.cardSpacing, THEME_DEFAULTS.cardSpacing),
  };
}

export function loadTheme(): ThemeSettings {
  try {
    const raw = localStorage.getItem(THEME_STORAGE_KEY);
    return normalizeTheme(raw ? JSON.parse(raw) : null);
  } catch {
    return { ...THEME_DEFAULTS };
  }
}

export function saveTheme(settings: ThemeSettings): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Full or blocked storage: the theme then lasts for this page only.
  }
}

/** Writes the settings as CSS variables on <html>; styles.css wires them into Tailwind's theme. */
export function applyTheme(settings: ThemeSettings, root: HTMLElement = document.documentElement): void {
  const s = root.style;
  s.setProperty('--color-primary', settings.primary);
  s.setProperty('--color-accent', settings.accent);
  s.setProperty('--color-yellow', settings.yellow);
  s.setProperty('--font-scale', String(settings.fontScale));
  s.setProperty('--line-height', String(settings.lineHeight));
  s.setProperty('--sidebar-width', `${settings.sidebarWidth}px`);
  s.setProperty('--card-spacing', `${settings.cardSpacing}px`);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', settings.primary);
}

export function applyStoredTheme(): void {
  applyTheme(loadTheme());
}
