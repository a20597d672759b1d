import { isAdmin, type Role } from '@basisdesk/shared/auth/roles';

/** Every route of the app, in one place: links and redirects use these, never string literals. */
export const paths = {
  home: '/',
  login: '/login',
  authCallback: '/auth/callback',
  confirmEmail: '/confirm-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  contactUs: '/contact-us',
  privacyPolicy: '/privacy-policy',
  cancellationRefundPolicy: '/cancellation-refund-policy',
  shippingDeliveryPolicy: '/shipping-delivery-policy',
  termsConditions: '/terms-conditions',
  unsubscribe: '/unsubscribe',
  dashboard: '/dashboard',
  support: '/support',
  tickets: '/tickets',
  settings: '/settings',
  help: '/help',
  messages: '/messages',
  consultantAvailability: '/consultant/availability',
  consultantSkills: '/consultant/skills',
  consultantEarnings: '/consultant/earnings',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminSettings: '/admin/settings',
  adminTaxonomy: '/admin/taxonomy',
  adminSrIdentifiers: '/admin/sr-identifiers',
  adminTicketNumberTemplates: '/admin/ticket-number-templates',
  adminSsoSettings: '/admin/sso-settings',
  adminNotifications: '/admin/notifications',
  adminAudit: '/admin/audit',
} as const;

/** Admins land on /admin, everyone else on /dashboard. */
export const roleHome = (role: Role) => (isAdmin(role) ? paths.admin : paths.dashboard);

/** Where a session is being started: a refused call here does not send the person to sign in again. */
export const isSignInPath = (pathname: string) => pathname === paths.login || pathname === paths.authCallback;

export const loginPath = (redirect?: string) =>
  redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login;

/** /messages with a ticket's conversation opened, or started when it has none (spec §2). */
export const messagesForOrder = (orderId: string) =>
  `${paths.messages}?orderId=${encodeURIComponent(orderId)}`;

/** ?ticket=<id> opens that ticket's dialog on the list (spec §2). */
export const TICKET_PARAM = 'ticket';

/** The list with one ticket's dialog open: where a new request, the dashboard and shared links lead. */
export const ticketForOrder = (orderId: string) =>
  `${paths.tickets}?${TICKET_PARAM}=${encodeURIComponent(orderId)}`;

/** The anchor of Settings' Notifications section: mails and the unsubscribe page link straight to it. */
export const NOTIFICATIONS_SECTION_ID = 'notifications';
export const notificationSettingsPath = `${paths.settings}#${NOTIFICATIONS_SECTION_ID}`;

/** The anchor of Settings' two-factor section: where an admin who needs a second factor is sent. */
export const SECOND_FACTOR_SECTION_ID = 'two-factor';
export const secondFactorSettingsPath = `${paths.settings}#${SECOND_FACTOR_SECTION_ID}`;
