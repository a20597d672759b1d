import { useQueryClient } from '@tanstack/react-query';
import { Bell, ChevronRight, KeyRound, type LucideIcon, ScrollText, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { flagKeys } from '@/features/flags/api/flag-keys';
import { secondFactorKeys } from '@/features/second-factor/api/second-factor-keys';
import { SlaSettingsSection } from '@/features/sla/components/sla-settings-section';
import { AdminSecondFactorNotice } from '@/features/system-settings/components/admin-second-factor-notice';
import { AuditRetentionSettings } from '@/features/system-settings/components/audit-retention-settings';
import {
  BookingCutoffSettings,
  UnpaidHoursSettings,
} from '@/features/system-settings/components/booking-settings';
import { MessagingUploadSettings } from '@/features/system-settings/components/messaging-upload-settings';
import { PlatformDefaultsCard } from '@/features/system-settings/components/platform-defaults-card';
import { RefreshSettingsButton } from '@/features/system-settings/components/refresh-settings-button';
import { SettingSwitch } from '@/features/system-settings/components/setting-switch';
import { SignInProtectionSettings } from '@/features/system-settings/components/sign-in-protection-settings';

export default function AdminSettingsPage() {
  const queryClient = useQueryClient();
  // The sidebar and the login page read the public flags: reload them so they follow at once.
  const refreshFlags = () => queryClient.invalidateQueries({ queryKey: flagKeys.all });
  // Whether this admin must set up a second factor follows the switch at once (the admin guard).
  const refreshSecondFactor = () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });

  return (
    <>
      <PageHeader
        title="System Settings"
        description="Feature flags, sign-in options, SLA policies and platform defaults."
        actions={<RefreshSettingsButton onRefresh={refreshFlags} />}
      />
      <div className="grid gap-6">
        <AdminSecondFactorNotice linkToSettings={false} />
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">Feature Flags</h2>
            <CardDescription>Changes apply to everyone at once.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <SettingSwitch settingKey="ConsultantRegistrationEnabled" onUpdated={refreshFlags} />
            <SettingSwitch settingKey="MessagingEnabled" onUpdated={refreshFlags} />
            <SettingSwitch settingKey="AdminSecondFactorRequired" onUpdated={refreshSecondFactor} />
          </CardContent>
        </Card>

        <MessagingUploadSettings />
        <BookingCutoffSettings />
        <UnpaidHoursSettings />
        <SignInProtectionSettings />
        <AuditRetentionSettings />
        <SlaSettingsSection />

        <SettingsLink
          to={paths.adminSsoSettings}
          Icon={KeyRound}
          title="Single Sign-On"
          description="Configure Google and Apple sign-in"
        />
        {/* Reached from here: the spec's admin sidebar is Users, All Tickets and Admin Settings. */}
        <SettingsLink
          to={paths.adminNotifications}
          Icon={Bell}
          title="Notifications"
          description="Every mail sent, waiting or failed; resend failed ones"
        />
        <SettingsLink
          to={paths.adminAudit}
          Icon={ScrollText}
          title="Audit Log"
          description="Who did what, from where and when; filter it and export it as CSV"
        />
        {/* The admin's own account: the top bar's settings icon leads admins here, not there. */}
        <SettingsLink
          to={paths.settings}
          Icon={UserRound}
          title="Your Account"
          description="Your password, two-factor authentication and where you're signed in"
        />

        <PlatformDefaultsCard />
      </div>
    </>
  );
}

/** A card that leads to another settings screen. */
function SettingsLink({
  to,
  Icon,
  title,
  description,
}: {
  to: string;
  Icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-lg border bg-card p-5 shadow-sm transition-colors hover:bg-muted sm:p-6"
    >
      <Icon className="size-6 shrink-0 text-brand-text" aria-hidden="true" />
      <span className="grid flex-1 gap-1">
        <span className="text-lg font-semibold leading-tight">{title}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}
