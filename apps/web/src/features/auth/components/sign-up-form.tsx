import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

// The sign-up tab's code loads when the tab opens: most visitors of /login only sign in.
const SignUpFields = lazy(() => import('./sign-up-fields'));

/** The sign-up tab's form (see SignUpFields). */
export function SignUpForm({ isConsultantEnabled }: { isConsultantEnabled: boolean }) {
  return (
    <Suspense
      fallback={
        <div role="status" className="flex justify-center py-10 text-muted-foreground">
          <Spinner className="size-6" />
          <span className="sr-only">Loading...</span>
        </div>
      }
    >
      <SignUpFields isConsultantEnabled={isConsultantEnabled} />
    </Suspense>
  );
}
