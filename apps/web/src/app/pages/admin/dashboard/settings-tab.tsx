import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { flagKeys } from '@/features/flags/api/flag-keys';
import { RefreshSettingsButton } from '@/features/system-settings/components/refresh-settings-button';
import { SettingSwitch } from '@/features/system-settings/components/setting-switch';

/** Spec §2 Settings: System Configuration with the Consultant Registration toggle and Refresh Settings. */
export function SettingsTab() {
  const queryClient = useQueryClient();
  // The public flags (sidebar, login page) follow a change at once instead of after their cache time.
  const refreshFlags = () => queryClient.invalidateQueries({ queryKey: flagKeys.all });

  return (
    <SectionCard
      title="System Configuration"
      description="Feature flags that change what people can do."
      actions={<RefreshSettingsButton onRefresh={refreshFlags} />}
    >
      <div className="grid gap-4">
        <SettingSwitch settingKey="ConsultantRegistrationEnabled" onUpdated={refreshFlags} />
        <Link
          to={paths.adminSettings}
          className="text-sm font-medium text-brand-text underline-offset-4 hover:underline"
        >
          All system settings
        </Link>
      </div>
    </SectionCard>
  );
}
