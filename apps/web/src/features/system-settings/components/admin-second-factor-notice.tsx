import { SECOND_FACTOR_MESSAGES } from '@basisdesk/shared/auth/second-factor.messages';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSystemSetting } from '../api/get-system-setting';

/**
 * Said plainly on the admin screens while admins need no second factor (the demo workspace starts
 * so): nobody should run a real workspace this way by accident. Nothing while it is on, or unread.
 */
export function AdminSecondFactorNotice({ linkToSettings = true }: { linkToSettings?: boolean }) {
  const { data: setting } = useSystemSetting('AdminSecondFactorRequired');
  if (setting?.value !== 'false') return null;
  return (
    <div
      role="status"
      data-testid="admin-second-factor-notice"
      className="flex items-start gap-3 rounded-lg border border-amber-500/50 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950/30 dark:text-amber-100"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="text-sm font-medium">
        {SECOND_FACTOR_MESSAGES.adminRequirementOff}
        {linkToSettings && (
          <>
            {' '}
            <Link to={paths.adminSettings} className="underline underline-offset-4">
              Open Settings
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
