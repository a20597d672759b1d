import { isAdmin, isConsultant, type Role } from '@basisdesk/shared/auth/roles';
import { paths, roleHome } from '@/config/paths';
import { getMessagingStatus } from '@/features/flags/api/messaging-status-request';
import { LazyHourlyRateForm } from '@/features/hourly-rate/lazy-hourly-rate-form';
import { AppShell } from './guards/protected-route';
import { QueryProvider } from './guards/with-queries';
import { AdminDashboardPage, AdminOnly, DashboardPage } from './role-home-pages';

// A load that fails is tried again when the component renders: here it only ends the wait.
const settle = (loads: Promise<unknown>[]) => Promise.allSettled(loads).then(() => undefined);

/**
 * The code every signed-in screen runs in: TanStack Query's provider and the shell (in a few chunks
 * with the dashboard's code, build/chunk-plan.ts), and for a consultant their dashboard's rate form.
 */
export const preloadSignedInShell = (role: Role) =>
  settle([
    QueryProvider.preload(),
    AppShell.preload(),
    ...(isConsultant(role) ? [LazyHourlyRateForm.preload()] : []),
  ]);

/** A role's home page: the dashboard, or the admin screens' guard and the admin dashboard. */
const preloadRoleHomePage = (role: Role) =>
  settle(isAdmin(role) ? [AdminOnly.preload(), AdminDashboardPage.preload()] : [DashboardPage.preload()]);

/** The person's home, or `/`, which sends them there: where the app usually opens. */
export const isHomePath = (role: Role, pathname: string) =>
  pathname === roleHome(role) || pathname === paths.home;

/**
 * Everything the home screen needs before it can show in one go: its code, and the flags it is laid
 * out by, asked for now, alongside the code, rather than after it.
 */
export function preloadHomeScreen(role: Role) {
  const messagingStatus = getMessagingStatus();
  return settle([
    preloadSignedInShell(role),
    preloadRoleHomePage(role),
    import('./home-screen-reads').then((module) => module.storeHomeScreenFlags(messagingStatus)),
  ]);
}
