import type { DomainEvents } from '../../lib/domain-events';
import type { UserEvents } from '../users/user.events';
import type { NotificationDraft } from './notification-drafts';
import type { NotificationsService } from './notifications.service';

/**
 * A security notice about a change to the person's own account. The token version the change
 * moved to names it, so the same change cannot be told twice and a later one is always told.
 */
const accountChangeNotice = (
  event: 'security.passwordChanged' | 'security.accountDeactivated',
  { userId, tokenVersion }: Pick<UserEvents['user.password-changed'], 'userId' | 'tokenVersion'>,
): NotificationDraft => ({
  event,
  recipientId: userId,
  ticketId: null,
  dedupeKey: `${event}:${userId}:${tokenVersion}`,
  payload: {},
});

/**
 * The security notices (always sent, whatever the person's preferences), written in the change's
 * own transaction: a change that rolls back tells nothing, one that commits is certain to be told.
 */
export function registerAccountMails(
  bus: Pick<DomainEvents<UserEvents>, 'on'>,
  { notifications }: { notifications: Pick<NotificationsService, 'enqueue'> },
): void {
  bus.on('user.password-changed', async (changed, tx) => {
    await notifications.enqueue(tx, [accountChangeNotice('security.passwordChanged', changed)]);
  });
  bus.on('user.deactivated', async (deactivated, tx) => {
    await notifications.enqueue(tx, [accountChangeNotice('security.accountDeactivated', deactivated)]);
  });
  // One per lock (decision 033): the end of its window names it, so the same lock told twice is one mail.
  bus.on('user.sign-in-locked', async ({ userId, lockedUntil }, tx) => {
    const minute = lockedUntil.slice(0, 16);
    await notifications.enqueue(tx, [
      {
        event: 'security.signInLocked',
        recipientId: userId,
        ticketId: null,
        dedupeKey: `security.signInLocked:${userId}:${minute}`,
        payload: { lockedUntil },
      },
    ]);
  });
}
