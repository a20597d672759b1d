import { Palette, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { appConfig } from '@/config/app-config';
import { ChangePasswordDialog } from '@/features/auth/components/change-password-dialog';
import { useSession } from '@/features/auth/session/session-provider';
import { ThemePicker } from '@/features/theme/theme-picker';

const ROLE_LABELS = { customer: 'Customer', consultant: 'Consultant', admin: 'Admin' } as const;

/** Card titles are h2 here: the page's h1 is the PageHeader, and headings must not skip a level. */
function SectionCard({
  id,
  title,
  description,
  Icon,
  children,
}: {
  id: string;
  title: string;
  description: string;
  Icon: typeof UserRound;
  children: ReactNode;
}) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <h2 id={id} className="flex items-center gap-2 text-lg leading-tight font-semibold">
            <Icon className="size-5 text-brand-text" aria-hidden="true" />
            {title}
          </h2>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

function ReadOnlyField({
  id,
  label,
  value,
  type = 'text',
}: {
  id: string;
  label: string;
  value: string;
  type?: string;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {/* Read-only rather than disabled: it stays focusable and copyable, and keeps full contrast. */}
      <Input
        id={id}
        type={type}
        value={value}
        readOnly
        aria-describedby="profile-note"
        className="bg-muted"
      />
    </div>
  );
}

export default function SettingsPage() {
  const { user } = useSession();
  if (!user) return null;

  return (
    <>
      <PageHeader title="Settings" description="Your account, password and appearance." />
      <div className="grid max-w-4xl gap-6">
        <SectionCard
          id="profile-heading"
          title="Profile"
          description="The details of your account."
          Icon={UserRound}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <ReadOnlyField id="profile-first-name" label="First Name" value={user.firstName} />
            <ReadOnlyField id="profile-last-name" label="Last Name" value={user.lastName} />
            <ReadOnlyField id="profile-email" label="Email" type="email" value={user.email} />
            <ReadOnlyField id="profile-role" label="Role" value={ROLE_LABELS[user.role]} />
          </div>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="text-sm text-muted-foreground">
              <p id="profile-note">Contact support if you need to update user names</p>
              <p className="mt-1">
                <a
                  href={`mailto:${appConfig.supportEmail}`}
                  className="font-medium text-brand-text hover:underline"
                >
                  {appConfig.supportEmail}
                </a>
              </p>
            </div>
            <Button disabled aria-describedby="profile-note">
              Save Changes
            </Button>
          </div>
        </SectionCard>

        <SectionCard
          id="security-heading"
          title="Password"
          description="Changing your password signs you out on your other devices."
          Icon={ShieldCheck}
        >
          <ChangePasswordDialog />
        </SectionCard>

        <SectionCard
          id="appearance-heading"
          title="Appearance"
          description="The theme is saved in this browser."
          Icon={Palette}
        >
          <ThemePicker />
        </SectionCard>
      </div>
    </>
  );
}
