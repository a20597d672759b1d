import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

export const QueryProvider = lazyWithPreload(() => import('../query-provider'));

/**
 * TanStack Query for what is inside, its code (about 10 KB gzip) loading with it: `/` and
 * `/login`, the prerendered entry pages, are painted and hydrated without it (decision 026). The
 * client is one for the whole app (lib/query-client.ts), so its cache outlives every boundary.
 */
export function QueryBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}

/** The routes under it read the API. */
export function WithQueries() {
  return (
    <QueryBoundary fallback={<PageSpinner />}>
      <Outlet />
    </QueryBoundary>
  );
}
