/** Every route of the app, in one place: links and redirects use these, never string literals. */
export const paths = {
  home: '/',
  login: '/login',
  authCallback: '/auth/callback',
  confirmEmail: '/confirm-email',
  contactUs: '/contact-us',
  privacyPolicy: '/privacy-policy',
  cancellationRefundPolicy: '/cancellation-refund-policy',
  shippingDeliveryPolicy: '/shipping-delivery-policy',
  termsConditions: '/terms-conditions',
  dashboard: '/dashboard',
  support: '/support',
  tickets: '/tickets',
  settings: '/settings',
  help: '/help',
  messages: '/messages',
  consultantAvailability: '/consultant/availability',
  consultantSkills: '/consultant/skills',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminSettings: '/admin/settings',
  adminTaxonomy: '/admin/taxonomy',
  adminSrIdentifiers: '/admin/sr-identifiers',
  adminTicketNumberTemplates: '/admin/ticket-number-templates',
  adminSsoSettings: '/admin/sso-settings',
} as const;

export type SessionRole = 'customer' | 'consultant' | 'admin';

/** Admins land on /admin, everyone else on /dashboard. */
export const roleHome = (role: SessionRole) => (role === 'admin' ? paths.admin : paths.dashboard);

export const loginPath = (redirect?: string) =>
  redirect ? `${paths.login}?redirect=${encodeURIComponent(redirect)}` : paths.login;
