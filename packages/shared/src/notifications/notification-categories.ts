/**
 * What a person can switch on or off (the Notifications section of /settings), free of zod. Every
 * mail belongs to one category; security notices are always sent.
 */
export const NOTIFICATION_CATEGORIES = [
  'bookings',
  'reminders',
  'ticketUpdates',
  'payments',
  'messages',
  'ratings',
  'security',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Categories nobody can switch off. */
export const ALWAYS_ON_CATEGORIES: readonly NotificationCategory[] = ['security'];

export const isAlwaysOn = (category: NotificationCategory) => ALWAYS_ON_CATEGORIES.includes(category);

/**
 * The categories a person of a role can get mail in, so their settings offer nothing empty: a
 * consultant is never told of payments (spec §6), a customer is never rated.
 */
export function notificationCategoriesFor(role: string): NotificationCategory[] {
  const lowered = role.toLowerCase();
  if (lowered === 'consultant') return NOTIFICATION_CATEGORIES.filter((category) => category !== 'payments');
  if (lowered === 'customer') return NOTIFICATION_CATEGORIES.filter((category) => category !== 'ratings');
  return [...NOTIFICATION_CATEGORIES];
}

export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  bookings: 'Bookings and session changes',
  reminders: 'Session reminders',
  ticketUpdates: 'Ticket status updates',
  payments: 'Payments and refunds',
  messages: 'Unread messages',
  ratings: 'Ratings',
  security: 'Security notices',
};

export const NOTIFICATION_CATEGORY_DESCRIPTIONS: Record<NotificationCategory, string> = {
  bookings: 'A new booking, and a session cancelled or moved, with its calendar invite',
  reminders: 'A reminder 24 hours and 1 hour before each booked session',
  ticketUpdates:
    'A ticket you take part in changes status, needs your action, is closed or escalated, or nears or misses its SLA target',
  payments: 'A payment received (with its receipt) and a refund',
  messages: 'Messages you have not read within 5 minutes, one mail per conversation',
  ratings: 'A customer rated your work',
  security:
    'Password changed, account deactivated, a new sign-in method linked, sign-in paused after failed attempts. Always on',
};

/**
 * Every mail the product sends, and its category. The server renders one template per event; the
 * admin list filters by it.
 */
export const NOTIFICATION_EVENTS = {
  'booking.confirmed': 'bookings',
  'booking.received': 'bookings',
  'session.cancelled': 'bookings',
  'session.moved': 'bookings',
  'session.reminder': 'reminders',
  'ticket.statusChanged': 'ticketUpdates',
  'ticket.actionNeeded': 'ticketUpdates',
  'ticket.closed': 'ticketUpdates',
  'ticket.escalated': 'ticketUpdates',
  'sla.warning': 'ticketUpdates',
  'sla.breached': 'ticketUpdates',
  'payment.received': 'payments',
  'payment.refunded': 'payments',
  'rating.received': 'ratings',
  'messages.unread': 'messages',
  'security.passwordChanged': 'security',
  'security.accountDeactivated': 'security',
  'security.signInMethodLinked': 'security',
  'security.signInLocked': 'security',
} as const satisfies Record<string, NotificationCategory>;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;
export const NOTIFICATION_EVENT_NAMES = Object.keys(NOTIFICATION_EVENTS) as [
  NotificationEvent,
  ...NotificationEvent[],
];

export const categoryOf = (event: NotificationEvent): NotificationCategory => NOTIFICATION_EVENTS[event];

export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  'booking.confirmed': 'Booking confirmed',
  'booking.received': 'New booking',
  'session.cancelled': 'Session cancelled',
  'session.moved': 'Session moved',
  'session.reminder': 'Session reminder',
  'ticket.statusChanged': 'Status changed',
  'ticket.actionNeeded': 'Action needed',
  'ticket.closed': 'Ticket closed',
  'ticket.escalated': 'Ticket escalated',
  'sla.warning': 'SLA target near',
  'sla.breached': 'SLA target breached',
  'payment.received': 'Payment received',
  'payment.refunded': 'Refund',
  'rating.received': 'Rating received',
  'messages.unread': 'Unread messages',
  'security.passwordChanged': 'Password changed',
  'security.accountDeactivated': 'Account deactivated',
  'security.signInMethodLinked': 'Sign-in method linked',
  'security.signInLocked': 'Sign-in paused after failed attempts',
};

/**
 * Where a notification is: waiting (queued), tried and waiting again (retrying), delivered (sent),
 * given up on (failed), or not sent on purpose (skipped: switched off, recipient deactivated, or
 * no longer true, like a reminder of a cancelled session).
 */
export const NOTIFICATION_STATUSES = ['queued', 'retrying', 'sent', 'failed', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_STATUS_LABELS: Record<NotificationStatus, string> = {
  queued: 'Queued',
  retrying: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent',
};

/** How long a new message may stay unread before its conversation is mailed. */
export const UNREAD_MESSAGE_QUIET_MINUTES = 5;
/** Reminders before each booked session. */
export const SESSION_REMINDER_HOURS = [24, 1] as const;
