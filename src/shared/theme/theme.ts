// Live theme editor settings. Kept in the browser only.

export interface ThemeSettings {
  primary: string;
  accent: string;
  yellow: string;
  fontScale: number;
  lineHeight: number;
  sidebarWidth: number;
  cardSpacing: number;
}

export const THEME_DEFAULTS: ThemeSettings = {
  primary: '#004030',
  // orange-700: white text on it reaches 5.2:1 (WCAG AA); #f97316 reached 2.8:1.
  accent: '#c2410c',
  yellow: '#DCD0A8',
  fontScale: 1,
  lineHeight: 1.5,
  sidebarWidth: 240,
  cardSpacing: 24,
};

export const THEME_RANGES = {
  fontScale: { min: 0.8, max: 1.2, step: 0.1 },
  lineHeight: { min: 1.2, max: 2, step: 0.1 },
  sidebarWidth: { min: 200, max: 320, step: 1 },
  cardSpacing: { min: 12, max: 48, step: 1 },
} as const;

// The preset names are shown as they are. Each accent carries white text at 4.5:1 or more.
export const THEME_PRESETS: Record<'Standaard' | 'Blauw' | 'Rood', Partial<ThemeSettings>> = {
  Standaard: {
    primary: THEME_DEFAULTS.primary,
    accent: THEME_DEFAULTS.accent,
    yellow: THEME_DEFAULTS.yellow,
  },
  Blauw: { primary: '#1e40af', accent: '#0369a1', yellow: '#dbeafe' },
  Rood: { primary: '#991b1b', accent: '#b45309', yellow: '#fde2e2' },
};

export const THEME_STORAGE_KEY = 'woonportaal.theme';
