import type { NotificationDraft } from '../notifications/notification-drafts';

/**
 * A security notice about a change to the person's own account, written in the change's
 * transaction. Each such change moves the account's token version on (earlier sessions end), so
 * the version it moved to names this change and no other: the same change cannot be told twice,
 * a later one is always told.
 */
export const accountChangeNotice = (
  event: 'security.passwordChanged' | 'security.accountDeactivated',
  account: { id: string; tokenVersion: number },
): NotificationDraft => ({
  event,
  recipientId: account.id,
  ticketId: null,
  dedupeKey: `${event}:${account.id}:${account.tokenVersion}`,
  payload: {},
});
