import { createContext, type ReactNode, startTransition, use, useEffect, useMemo, useState } from 'react';
import { STORAGE_KEYS } from '@/lib/storage';
import { applyTheme, readStoredTheme, type Theme, watchSystemTheme, writeStoredTheme } from './theme';

type ThemeContextValue = { theme: Theme; setTheme: (theme: Theme) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * `initialTheme` is for hydrating a prerendered page (`/`, `/login`): it renders with the theme the
 * server rendered with, then takes the stored one in a transition, because an urgent update before
 * a lazy page has hydrated would make React drop the server's HTML and paint it again. Elsewhere
 * the stored theme is read at once. The colours are right all along: index.html's inline script
 * applied the stored theme before the first paint.
 */
export function ThemeProvider({ initialTheme, children }: { initialTheme?: Theme; children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => initialTheme ?? readStoredTheme());

  useEffect(() => {
    const stored = readStoredTheme();
    if (stored !== initialTheme) startTransition(() => setThemeState(stored));
  }, [initialTheme]);

  useEffect(() => {
    // While hydration still shows the prerender's theme, the page keeps the stored one it has.
    if (theme !== readStoredTheme()) return;
    applyTheme(theme);
    if (theme !== 'system') return;
    return watchSystemTheme(() => applyTheme('system'));
  }, [theme]);

  // A choice made in another tab is followed here (the storage event fires only in other tabs).
  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.theme || event.key === null) setThemeState(readStoredTheme());
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      setTheme: (next) => {
        writeStoredTheme(next);
        setThemeState(next);
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
