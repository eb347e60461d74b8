import { THEME_DEFAULTS, THEME_PRESETS, type ThemeSettings } from '@shared/theme/theme';
import { useSyncExternalStore } from 'react';
import { applyTheme, loadTheme, normalizeTheme, saveTheme } from './theme-storage';

let current: ThemeSettings = loadTheme();
const listeners = new Set<() => void>();

function commit(next: ThemeSettings) {
  current = next;
  applyTheme(current);
  saveTheme(current);
  for (const listener of listeners) listener();
}

export function updateTheme(patch: Partial<ThemeSettings>): void {
  commit(normalizeTheme({ ...current, ...patch }));
}

export function applyPreset(name: keyof typeof THEME_PRESETS): void {
  updateTheme(THEME_PRESETS[name]);
}

export function resetTheme(): void {
  commit({ ...THEME_DEFAULTS });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme(): ThemeSettings {
  return useSyncExternalStore(subscribe, () => current);
}
