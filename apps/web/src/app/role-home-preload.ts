import { isConsultant } from '@basisdesk/shared/auth/roles';
import { listUsersQuery } from '@/features/admin-users/api/list-users';
import { USERS_PAGE_SIZE } from '@/features/admin-users/user-list-params';
import type { SessionUser } from '@/features/auth/session/session-user';
import { consultantAvailabilityQuery } from '@/features/availability/api/list-consultant-availability';
import { consultantEarningsQuery } from '@/features/earnings/api/get-consultant-earnings';
import { messagingStatusQuery } from '@/features/flags/api/get-messaging-status';
import { LazyHourlyRateForm } from '@/features/hourly-rate/lazy-hourly-rate-form';
import { unreadCountQuery } from '@/features/messaging/api/get-unread-count';
import { secondFactorStatusQuery } from '@/features/second-factor/api/get-second-factor-status';
import { upcomingSessionsQuery } from '@/features/sessions/api/list-upcoming-sessions';
import { ticketCountsQuery } from '@/features/tickets/api/count-tickets';
import { supportRequestStatsQuery } from '@/features/tickets/api/get-support-request-stats';
import { recentTicketsQuery } from '@/features/tickets/api/list-recent-tickets';
import { queryClient } from '@/lib/query-client';

/**
 * The code every role home runs in: the shell and both home pages. Fetched while the person fills
 * in the sign-in form, so the first screen does not wait for them after the answer.
 */
export function preloadSignedInCode() {
  void import('./query-provider');
  void import('./shell/app-shell');
  void import('./pages/dashboard/dashboard-page');
}

/** The admin home's first reads, asked all at once. */
function prefetchAdminHome() {
  void queryClient.prefetchQuery(listUsersQuery({ pageSize: 1 }));
  void queryClient.prefetchQuery(listUsersQuery({ page: 1, pageSize: USERS_PAGE_SIZE }));
  void queryClient.prefetchQuery(supportRequestStatsQuery());
}

/**
 * Started the moment the sign-in answer arrives: the home page's chunks and every read its first
 * screen makes, all at once. Left to the pages, they come one after another (the shell's chunk,
 * then the page's, then its reads), which took 2–3 s on a phone. Each read is the very query the
 * page asks for, so the page finds it in the cache or in flight.
 *
 * The admin screens' guard first asks whether the admin needs a second factor they lack. One who
 * just gave its code has one: everything goes at once. One who signed in with the password alone
 * has none, so the admin reads wait for that answer: refused while the workspace requires one,
 * they are not asked for at all (the guard sends the admin to the set-up instead).
 */
export function preloadRoleHome(user: SessionUser, { hasSecondFactor }: { hasSecondFactor: boolean }) {
  void import('./query-provider');
  void import('./shell/app-shell');
  // The unread count is read only while messaging is on: asked as soon as the flag says so.
  void queryClient
    .fetchQuery(messagingStatusQuery())
    .then((isMessagingEnabled) =>
      isMessagingEnabled ? queryClient.prefetchQuery(unreadCountQuery()) : undefined,
    )
    .catch(() => undefined);
  const { role } = user;
  if (role === 'Admin') {
    void import('./pages/admin/dashboard/admin-dashboard-page');
    const status = queryClient.fetchQuery(secondFactorStatusQuery());
    if (hasSecondFactor) prefetchAdminHome();
    else
      void status
        .then(({ required, enabled }) => (required && !enabled ? undefined : prefetchAdminHome()))
        .catch(() => undefined);
    return;
  }
  void import('./pages/dashboard/dashboard-page');
  void queryClient.prefetchQuery(ticketCountsQuery(role));
  void queryClient.prefetchQuery(recentTicketsQuery(role));
  void queryClient.prefetchQuery(upcomingSessionsQuery());
  if (isConsultant(role)) {
    void LazyHourlyRateForm.preload().catch(() => undefined);
    void queryClient.prefetchQuery(consultantAvailabilityQuery(user.id));
    void queryClient.prefetchQuery(consultantEarningsQuery());
  }
}
