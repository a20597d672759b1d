import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The first screens after signing in, which app/signed-in-preload.ts loads ahead of their route.
export const DashboardPage = lazyWithPreload(() => import('./pages/dashboard/dashboard-page'));
export const AdminDashboardPage = lazyWithPreload(
  () => import('./pages/admin/dashboard/admin-dashboard-page'),
);
// It reads an admin's second-factor status through TanStack Query, which the entry pages load without.
export const AdminOnly = lazyWithPreload(() =>
  import('./guards/admin-only').then((module) => ({ default: module.AdminOnly })),
);
