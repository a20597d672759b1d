import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/features/auth/session/session-provider';
import type { Theme } from '@/features/theme/theme';
import { ThemeProvider } from '@/features/theme/theme-provider';
import { queryClient } from '@/lib/query-client';
import { ToasterSlot } from './toaster/toaster-slot';

/** `initialTheme`: the theme a prerendered page was rendered with, while it hydrates (ThemeProvider). */
export function AppProviders({ initialTheme, children }: { initialTheme?: Theme; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider initialTheme={initialTheme}>
        <SessionProvider>{children}</SessionProvider>
        {/* Outside the session: a change of time zone renders the session's children anew, toasts stay. */}
        <ToasterSlot />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
