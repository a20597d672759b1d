import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { ConsultantOnly } from './guards/consultant-only';
import { ProtectedRoute } from './guards/protected-route';
import { PublicLayout } from './guards/public-layout';
import { NonAdminOnly } from './guards/role-home-redirect';
import { RootRoute } from './guards/root-route';
import { UnauthorizedRedirect } from './guards/unauthorized-redirect';
import { WithQueries } from './guards/with-queries';
import { AdminDashboardPage, AdminOnly, DashboardPage } from './role-home-pages';

// Every page is its own chunk: a visitor of /login never downloads the admin screens.
const LoginPage = lazy(() => import('./pages/login-page'));
const AuthCallbackPage = lazy(() => import('./pages/auth-callback-page'));
const ConfirmEmailPage = lazy(() => import('./pages/confirm-email-page'));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password-page'));
const ContactUsPage = lazy(() => import('./pages/contact-us-page'));
const PrivacyPolicyPage = lazy(() => import('./pages/privacy-policy-page'));
const CancellationRefundPolicyPage = lazy(() => import('./pages/cancellation-refund-policy-page'));
const ShippingDeliveryPolicyPage = lazy(() => import('./pages/shipping-delivery-policy-page'));
const TermsConditionsPage = lazy(() => import('./pages/terms-conditions-page'));
const UnsubscribePage = lazy(() => import('./pages/unsubscribe-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

// It reads the messaging flag through TanStack Query, which the entry pages load without.
const MessagingRoute = lazy(() =>
  import('./guards/messaging-route').then((module) => ({ default: module.MessagingRoute })),
);

const SettingsPage = lazy(() => import('./pages/settings-page'));
const HelpPage = lazy(() => import('./pages/help-page'));
const SupportPage = lazy(() => import('./pages/support-page'));
const TicketsPage = lazy(() => import('./pages/tickets-page'));
const MessagesPage = lazy(() => import('./pages/messages-page'));
const ConsultantAvailabilityPage = lazy(() => import('./pages/consultant-availability-page'));
const ConsultantSkillsPage = lazy(() => import('./pages/consultant-skills-page'));
const ConsultantEarningsPage = lazy(() => import('./pages/consultant-earnings-page'));

const AdminUsersPage = lazy(() => import('./pages/admin/admin-users-page'));
const AdminSettingsPage = lazy(() => import('./pages/admin/admin-settings-page'));
const AdminSsoSettingsPage = lazy(() => import('./pages/admin/admin-sso-settings-page'));
const AdminTaxonomyPage = lazy(() => import('./pages/admin/admin-taxonomy-page'));
const AdminSrIdentifiersPage = lazy(() => import('./pages/admin/admin-sr-identifiers-page'));
const AdminTicketNumberTemplatesPage = lazy(() => import('./pages/admin/admin-ticket-number-templates-page'));
const AdminNotificationsPage = lazy(() => import('./pages/admin/admin-notifications-page'));
const AdminAuditPage = lazy(() => import('./pages/admin/admin-audit-page'));

/** Every route, inside whichever router the caller provides: the browser's, or the prerender's static one. */
export function AppRoutes() {
  return (
    <>
      <UnauthorizedRedirect />
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path={paths.home} element={<RootRoute />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route element={<WithQueries />}>
            <Route path={paths.authCallback} element={<AuthCallbackPage />} />
            <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
            <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
            <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
            <Route path={paths.contactUs} element={<ContactUsPage />} />
            <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
            <Route path={paths.cancellationRefundPolicy} element={<CancellationRefundPolicyPage />} />
            <Route path={paths.shippingDeliveryPolicy} element={<ShippingDeliveryPolicyPage />} />
            <Route path={paths.termsConditions} element={<TermsConditionsPage />} />
            {/* Public: a mailed link works signed out, and for whoever is signed in on this browser. */}
            <Route path={paths.unsubscribe} element={<UnsubscribePage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>

        <Route element={<WithQueries />}>
          <Route element={<ProtectedRoute />}>
            <Route
              path={paths.dashboard}
              element={
                <NonAdminOnly>
                  <DashboardPage />
                </NonAdminOnly>
              }
            />
            <Route path={paths.support} element={<SupportPage />} />
            <Route path={paths.tickets} element={<TicketsPage />} />
            <Route path={paths.settings} element={<SettingsPage />} />
            <Route path={paths.help} element={<HelpPage />} />
            <Route element={<ConsultantOnly />}>
              <Route path={paths.consultantAvailability} element={<ConsultantAvailabilityPage />} />
              <Route path={paths.consultantSkills} element={<ConsultantSkillsPage />} />
              <Route path={paths.consultantEarnings} element={<ConsultantEarningsPage />} />
            </Route>
            <Route element={<MessagingRoute />}>
              <Route path={paths.messages} element={<MessagesPage />} />
            </Route>
            <Route element={<AdminOnly />}>
              <Route path={paths.admin} element={<AdminDashboardPage />} />
              <Route path={paths.adminUsers} element={<AdminUsersPage />} />
              <Route path={paths.adminSettings} element={<AdminSettingsPage />} />
              <Route path={paths.adminSsoSettings} element={<AdminSsoSettingsPage />} />
              <Route path={paths.adminTaxonomy} element={<AdminTaxonomyPage />} />
              <Route path={paths.adminSrIdentifiers} element={<AdminSrIdentifiersPage />} />
              <Route path={paths.adminTicketNumberTemplates} element={<AdminTicketNumberTemplatesPage />} />
              <Route path={paths.adminNotifications} element={<AdminNotificationsPage />} />
              <Route path={paths.adminAudit} element={<AdminAuditPage />} />
            </Route>
          </Route>
        </Route>
      </Routes>
    </>
  );
}
