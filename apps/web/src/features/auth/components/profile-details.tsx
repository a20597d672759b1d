import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { appConfig } from '@/config/app-config';
import type { SessionUser } from '../session/session-user';

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

/** Spec §2 Settings: the profile is read-only; names are changed by support, so saving is disabled. */
export function ProfileDetails({ user }: { user: SessionUser }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <ReadOnlyField id="profile-first-name" label="First Name" value={user.firstName} />
        <ReadOnlyField id="profile-last-name" label="Last Name" value={user.lastName} />
        <ReadOnlyField id="profile-email" label="Email" type="email" value={user.email} />
        <ReadOnlyField id="profile-role" label="Role" value={user.role} />
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
    </>
  );
}
