import { isAlwaysOn, type NotificationCategory, type NotificationEvent } from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import { redactText } from '../../lib/log-redaction';
import type { Logger } from '../../lib/logger';
import type { Mail, Mailer } from '../../lib/mailer';
import type { NotificationDraft, StoredNotification } from './notification-drafts';
import type {
  MailBrand,
  MailPerson,
  NotificationRenderInput,
  RenderedNotification,
} from './notification-mail';
import type { NotificationSources } from './notification-sources';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';
import { calendarUidsOf, inviteParts } from './session-places';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

/** Tries before a mail is given up on; with the backoff below, about eight hours of trying. */
export const MAX_DELIVERY_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 3 * 60 * 60;
/** Mails sent at once by one node; each holds an SMTP connection of the pool. */
const CONCURRENCY = 4;
/** Mails one pass sends at most, so a node that has caught up lets its timer breathe. */
const PASS_LIMIT = 200;
/**
 * Mails one pass sends whatever the node is doing; past them it goes on only while the node is not
 * busy with requests, asked before every batch. Rendering yields the CPU to people waiting, and
 * mail still moves (each node, once a second) until the node is free to drain. Asked once a pass
 * only, a pass begun on an idle node drained its whole backlog while the load that came in behind
 * it waited: under payment verify at a million tickets, 15–25 % of the server's CPU went to
 * receipts.
 */
const BUSY_PASS_LIMIT = CONCURRENCY;

/** 30 s, 1 min, 2 min … doubling up to 3 h, with ±20 % jitter so retries of many mails spread out. */
export function retryDelaySeconds(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), LONGEST_RETRY_SECONDS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Why a mail was not sent on purpose; it stays in the admin list with the reason. */
class Skip extends Error {}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500);

/**
 * Delivers the outbox (decision 024): claims due rows with SKIP LOCKED and a lease, reads what the
 * mail needs at this moment, renders it and sends it with its fixed Message-ID. A failure is
 * retried with exponential backoff and then marked failed with its reason; a mail that is no
 * longer wanted (switched off, recipient deactivated, session cancelled, messages read) is
 * skipped. A node killed mid-send loses its lease and the row is sent again: at most one
 * duplicate, with the same Message-ID.
 */
export function createNotificationDelivery({
  repo,
  mailer,
  sources,
  render,
  tokens,
  brand,
  clock,
  leaseSeconds,
  busy = () => false,
  log,
}: {
  repo: NotificationsRepository;
  mailer: Mailer;
  sources: NotificationSources;
  render: (input: NotificationRenderInput) => Promise<RenderedNotification>;
  tokens: UnsubscribeTokens;
  brand: MailBrand;
  clock: Clock;
  leaseSeconds: number;
  /** Whether this node is busy with requests (lib/request-load); never, when absent. */
  busy?: () => boolean;
  log: Logger;
}) {
  const ticketLink = (ticketId: string) => `${brand.appUrl}/tickets?ticket=${ticketId}`;

  function linksFor(notification: StoredNotification, category: NotificationCategory) {
    const token = isAlwaysOn(category) ? null : tokens.create({ userId: notification.recipientId, category });
    const primary =
      notification.event === 'messages.unread'
        ? `${brand.appUrl}/messages?conversation=${notification.payload.conversationId}`
        : notification.event === 'security.signInLocked'
          ? // The reset request page: a reset opens a locked account at once (decision 033).
            `${brand.appUrl}/forgot-password`
          : notification.ticketId
            ? ticketLink(notification.ticketId)
            : `${brand.appUrl}/settings`;
    return {
      primary,
      preferences: `${brand.appUrl}/settings#notifications`,
      unsubscribe: token ? `${brand.appUrl}/unsubscribe?token=${token}` : null,
      oneClick: token ? `${brand.appUrl}/api/notifications/unsubscribe?token=${token}` : null,
      pay: notification.ticketId ? ticketLink(notification.ticketId) : null,
    };
  }

  async function compose(row: NotificationRow): Promise<{ mail: Mail; subject: string }> {
    const notification = {
      ...(row as unknown as NotificationDraft),
      id: row.id,
      messageId: row.messageId,
      attempts: row.attempts,
      createdAt: row.createdAt,
    } as StoredNotification;
    const category = row.category as NotificationCategory;
    const found = await repo.findRecipient(row.recipientId);
    if (!found) throw new Skip('The recipient no longer exists');
    // The notice of a deactivation goes to the deactivated person; nothing else does.
    if (found.status !== 'Active' && notification.event !== 'security.accountDeactivated') {
      throw new Skip("The recipient's account is deactivated");
    }
    if (!isAlwaysOn(category) && (await repo.disabledCategories(found.id)).includes(category)) {
      throw new Skip('Switched off by the recipient');
    }
    const recipient: MailPerson = {
      id: found.id,
      firstName: found.firstName,
      fullName: `${found.firstName} ${found.lastName}`,
      email: found.email,
      timeZone: found.timeZone,
    };
    const ticket = row.ticketId ? await sources.ticketFacts(row.ticketId) : null;
    if (row.ticketId && !ticket) throw new Skip('The ticket no longer exists');

    let unreadMessages: NotificationRenderInput['unreadMessages'] = [];
    if (notification.event === 'session.reminder') {
      const still = await sources.sessionStillBooked(
        row.ticketId ?? '',
        new Date(notification.payload.start),
      );
      if (!still) throw new Skip('The session is no longer booked');
    }
    if (notification.event === 'messages.unread') {
      unreadMessages = await sources.unreadMessages(
        notification.payload.conversationId,
        row.recipientId,
        clock.now(),
      );
      if (unreadMessages.length === 0) throw new Skip('Read in the app');
    }

    const { oneClick, ...links } = linksFor(notification, category);
    const calendarUids = calendarUidsOf(notification);
    const meetingUrls =
      row.ticketId && calendarUids.length > 0
        ? await sources.meetingUrls(row.ticketId, calendarUids)
        : new Map<string, string>();
    const rendered = await render({
      notification,
      recipient,
      ticket,
      unreadMessages,
      brand,
      links,
      meetingUrls,
    });
    const invites = inviteParts(rendered.calendars);
    const attachments: NonNullable<Mail['attachments']> = [...(invites.attachments ?? [])];
    if (notification.event === 'payment.received' && row.ticketId) {
      const receipt = await sources.receiptPdf(row.ticketId);
      if (receipt) attachments.push({ ...receipt, contentType: 'application/pdf' });
    }
    return {
      subject: rendered.subject,
      mail: {
        to: { name: recipient.fullName, address: recipient.email },
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        messageId: row.messageId,
        headers: oneClick
          ? { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : {},
        ...(attachments.length > 0 && { attachments }),
        ...(invites.icalEvent && { icalEvent: invites.icalEvent }),
      },
    };
  }

  async function deliver(row: NotificationRow): Promise<void> {
    let subject: string | undefined;
    try {
      const composed = await compose(row);
      subject = composed.subject;
      await mailer.send(composed.mail);
      await repo.markSent(row.id, row.attempts, clock.now(), composed.subject);
    } catch (error) {
      if (error instanceof Skip) {
        await repo.markUnsent(row.id, row.attempts, { status: 'skipped', reason: error.message, subject });
        return;
      }
      const reason = errorText(error);
      // The row keeps the whole reason for the admin's list; the log line masks an address in it.
      log.warn(
        {
          notificationId: row.id,
          event: row.event as NotificationEvent,
          attempts: row.attempts,
          reason: redactText(reason),
        },
        'Mail not sent',
      );
      const failed = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      await repo.markUnsent(row.id, row.attempts, {
        status: failed ? 'failed' : 'retrying',
        reason,
        subject,
        ...(!failed && { runAt: new Date(clock.now().getTime() + retryDelaySeconds(row.attempts) * 1000) }),
      });
    }
  }

  return {
    /** Sends what is due, a few at a time, until nothing is due, the pass is full or requests need the node; answers how many. */
    async deliverDue(): Promise<number> {
      let handled = 0;
      while (handled < PASS_LIMIT) {
        if (handled >= BUSY_PASS_LIMIT && busy()) break;
        const rows = await repo.claimDue({ now: clock.now(), limit: CONCURRENCY, leaseSeconds });
        if (rows.length === 0) break;
        await Promise.all(rows.map(deliver));
        handled += rows.length;
      }
      return handled;
    },
  };
}

export type NotificationDelivery = ReturnType<typeof createNotificationDelivery>;
