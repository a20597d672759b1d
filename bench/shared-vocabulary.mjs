// The shared contracts' words the bench needs (status sets, order and labels, how a status reads to
// a role), read from
// packages/shared's own TypeScript through tsx: the bench spells none of them itself, so it stays
// in step with the server and the web, which import the same module.
import { tsImport } from 'tsx/esm/api';

const statuses = await tsImport('../packages/shared/src/tickets/ticket-statuses.ts', import.meta.url);

export const {
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  PAYABLE_STATUSES,
  RESOLVED_STATUSES,
  UNPAID_PAYMENT_STATUSES,
  displayedStatus,
  seesPayments,
} = statuses;

const liveLimits = await tsImport('../packages/shared/src/live/live.limits.ts', import.meta.url);

export const { MAX_OPEN_LIVE_STREAMS_PER_USER } = liveLimits;

const notificationCategories = await tsImport(
  '../packages/shared/src/notifications/notification-categories.ts',
  import.meta.url,
);

export const { categoryOf } = notificationCategories;

const money = await tsImport('../packages/shared/src/common/money.ts', import.meta.url);

export const { paiseToRupees } = money;
