import { isCustomer } from '@basisdesk/shared/auth/roles';
import { SIGN_IN_SESSION_MESSAGES } from '@basisdesk/shared/auth/sign-in-sessions.messages';
import {
  Bell,
  Building2,
  DatabaseBackup,
  Globe,
  KeySquare,
  MonitorSmartphone,
  Palette,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { SectionCard } from '@/components/section-card';
import { NOTIFICATIONS_SECTION_ID, paths, SECOND_FACTOR_SECTION_ID } from '@/config/paths';
import { AccountSessions } from '@/features/account-sessions/components/account-sessions';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { ProfileDetails } from '@/features/auth/components/profile-details';
import { TimeZoneForm } from '@/features/auth/components/time-zone-form';
import { useSession } from '@/features/auth/session/session-provider';
import { BillingDetailsForm } from '@/features/billing-details/components/billing-details-form';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { YourDataSection } from '@/features/personal-data/components/your-data-section';
import { useSecondFactorStatus } from '@/features/second-factor/api/get-second-factor-status';
import { SecondFactorSection } from '@/features/second-factor/components/second-factor-section';
import { ThemePicker } from '@/features/theme/theme-picker';

export default function SettingsPage() {
  const { user, signOut } = useSession();
  const { hash } = useLocation();
  const navigate = useNavigate();
  // The same read as the Two-factor section's: a deletion asks for a code only while one is on.
  const secondFactor = useSecondFactorStatus();
  useEffect(() => {
    // A link to one section (a mail's /settings#notifications): the browser looked for the anchor
    // before this lazy page had drawn it.
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  if (!user) return null;

  return (
    <>
      <PageHeader
        title="Settings"
        description="Your account, password, two-factor authentication, where you're signed in, time zone, notifications, appearance and your data."
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
          id={SECOND_FACTOR_SECTION_ID}
          title="Two-factor authentication"
          description="A code from an authenticator app on your phone, asked for after your password."
          Icon={KeySquare}
        >
          <SecondFactorSection email={user.email} />
        </SectionCard>
        <SectionCard
          title={SIGN_IN_SESSION_MESSAGES.sectionTitle}
          description={SIGN_IN_SESSION_MESSAGES.sectionDescription}
          Icon={MonitorSmartphone}
        >
          <AccountSessions />
        </SectionCard>
        {isCustomer(user.role) && (
          <SectionCard
            title="Billing details"
            description="Your company name, address and GSTIN, printed on your tax invoices."
            Icon={Building2}
          >
            <BillingDetailsForm />
          </SectionCard>
        )}
        <SectionCard
          title="Time zone"
          description="Every time is shown in this zone, with its label."
          Icon={Globe}
        >
          <TimeZoneForm />
        </SectionCard>
        <SectionCard
          id={NOTIFICATIONS_SECTION_ID}
          title="Notifications"
          description="Choose which emails you receive. Security notices are always sent."
          Icon={Bell}
        >
          <NotificationPreferences />
        </SectionCard>
        <SectionCard title="Appearance" description="The theme is saved in this browser." Icon={Palette}>
          <ThemePicker />
        </SectionCard>
        <SectionCard
          title="Your data"
          description="A copy of everything held about you, and the deletion of your account."
          Icon={DatabaseBackup}
        >
          <YourDataSection
            secondFactor={secondFactor.data?.enabled}
            onDeleted={() => {
              // The server has ended the session already; the local copy goes and the person goes home.
              signOut();
              void navigate(paths.home, { replace: true });
            }}
          />
        </SectionCard>
      </div>
    </>
  );
}
