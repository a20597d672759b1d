import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Where storage refuses to keep a choice (private modes, quotas), this tab still keeps it. */
let themeOfThisTab: Theme | null = null;

export function readStoredTheme(): Theme {
  const stored = readStorage(STORAGE_KEYS.theme);
  return THEMES.includes(stored as Theme) ? (stored as Theme) : (themeOfThisTab ?? 'system');
}

export function writeStoredTheme(theme: Theme) {
  themeOfThisTab = theme;
  writeStorage(STORAGE_KEYS.theme, theme);
}

export const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;
export const watchSystemTheme = (onChange: () => void) => {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** Sets the `dark` class and the browser's colour scheme on <html>. */
export function applyTheme(theme: Theme) {
  const isDark = theme === 'dark' || (theme === 'system' && systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
}
