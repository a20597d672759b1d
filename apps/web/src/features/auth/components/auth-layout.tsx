import type { ReactNode } from 'react';
import { Brand } from '@/components/brand';

/** The centred card of the sign-in, confirmation and callback screens. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="flex h-16 items-center px-4 sm:px-6">
        <Brand />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
