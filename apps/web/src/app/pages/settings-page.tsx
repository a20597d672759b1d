import { Bell, Globe, Palette, ShieldCheck, UserRound } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { ProfileDetails } from '@/features/auth/components/profile-details';
import { TimeZoneForm } from '@/features/auth/components/time-zone-form';
import { useSession } from '@/features/auth/session/session-provider';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { ThemePicker } from '@/features/theme/theme-picker';

export default function SettingsPage() {
  const { user } = useSession();
  if (!user) return null;

  return (
    <>
      <PageHeader
        title="Settings"
        description="Your account, password, time zone, notifications and appearance."
      />
      <div className="grid max-w-4xl gap-6">
        <SectionCard title="Profile" description="The details of your account." Icon={UserRound}>
          <ProfileDetails user={user} />
        </SectionCard>
        <SectionCard
          title="Password"
          description="Changing your password signs you out on your other devices."
          Icon={ShieldCheck}
        >
          <ChangePasswordDialog />
        </SectionCard>
        <SectionCard
          title="Time zone"
          description="Every time is shown in this zone, with its label."
          Icon={Globe}
        >
          <TimeZoneForm />
        </SectionCard>
        <SectionCard
          title="Notifications"
          description="Choose which emails you receive. Security notices are always sent."
          Icon={Bell}
        >
          <NotificationPreferences />
        </SectionCard>
        <SectionCard title="Appearance" description="The theme is saved in this browser." Icon={Palette}>
          <ThemePicker />
        </SectionCard>
      </div>
    </>
  );
}
