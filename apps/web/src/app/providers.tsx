import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { SessionProvider } from '@/features/auth/session/session-provider';
import { ThemeProvider, useTheme } from '@/features/theme/theme-provider';
import { queryClient } from '@/lib/query-client';

function ThemedToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} richColors closeButton position="bottom-right" />;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider>{children}</SessionProvider>
        {/* Outside the session: a change of time zone renders the session's children anew, toasts stay. */}
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
