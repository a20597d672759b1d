import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastWanted, subscribeToToastDemand } from '@/lib/toast';

const ThemedToaster = lazy(() => import('./themed-toaster'));

/** Mounts the toaster (and fetches sonner) when the first toast is asked for: see lib/toast.ts. */
export function ToasterSlot() {
  const isWanted = useSyncExternalStore(subscribeToToastDemand, isToastWanted, () => false);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}
