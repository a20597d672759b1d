import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/features/auth/session/session-provider';
import { ThemeProvider } from '@/features/theme/theme-provider';
import { queryClient } from '@/lib/query-client';
import { ToasterSlot } from './toaster/toaster-slot';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider>{children}</SessionProvider>
        {/* Outside the session: a change of time zone renders the session's children anew, toasts stay. */}
        <ToasterSlot />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
