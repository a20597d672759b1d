import { lazyWithPreload } from '@/lib/lazy-with-preload';

/**
 * A consultant's rate, on their dashboard, as a chunk of its own: the form brings react-hook-form
 * and the shared contracts, which a customer's dashboard does without. The app loads it with the
 * dashboard for consultants (app/signed-in-preload.ts), so it shows with the rest.
 */
export const LazyHourlyRateForm = lazyWithPreload(() =>
  import('./components/hourly-rate-form').then((module) => ({ default: module.HourlyRateForm })),
);
