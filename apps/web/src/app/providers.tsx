import type { ReactNode } from 'react';
import { SessionProvider } from '@/features/auth/session/session-provider';
import type { Theme } from '@/features/theme/theme';
import { ThemeProvider } from '@/features/theme/theme-provider';
import { ToasterSlot } from './toaster/toaster-slot';

/**
 * What every page runs in. TanStack Query is not here: the routes that read the API bring it
 * (guards/with-queries.tsx). `initialTheme`: the theme a prerendered page was rendered with,
 * while it hydrates (ThemeProvider).
 */
export function AppProviders({ initialTheme, children }: { initialTheme?: Theme; children: ReactNode }) {
  return (
    <ThemeProvider initialTheme={initialTheme}>
      <SessionProvider>{children}</SessionProvider>
      {/* Outside the session: a change of time zone renders the session's children anew, toasts stay. */}
      <ToasterSlot />
    </ThemeProvider>
  );
}
