import { createContext, type ReactNode, use, useEffect, useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/lib/storage';
import { applyTheme, readStoredTheme, type Theme, watchSystemTheme, writeStoredTheme } from './theme';

type ThemeContextValue = { theme: Theme; setTheme: (theme: Theme) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** This tab's own choices; another tab's arrive as storage events (they fire only in other tabs). */
const choiceListeners = new Set<() => void>();

function subscribeToTheme(onChange: () => void) {
  choiceListeners.add(onChange);
  const handleStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.theme || event.key === null) onChange();
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    choiceListeners.delete(onChange);
    window.removeEventListener('storage', handleStorage);
  };
}

/**
 * The prerendered pages (`/`, `/login`) know no stored theme, so they show 'system': hydration
 * starts from the same value and React renders the stored choice right after. The page's colours
 * are right from the first paint anyway: the script in index.html sets them before any rendering.
 */
const themeOfPrerender = (): Theme => 'system';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeToTheme, readStoredTheme, themeOfPrerender);

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return;
    return watchSystemTheme(() => applyTheme('system'));
  }, [theme]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      setTheme: (next) => {
        writeStoredTheme(next);
        for (const listener of choiceListeners) listener();
      },
    }),
    [theme],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}
