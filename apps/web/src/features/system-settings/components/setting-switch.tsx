import type { SystemSettingFlagKey } from '@basisdesk/shared/settings/settings.schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useSystemSetting } from '../api/get-system-setting';
import { useUpdateSystemSetting } from '../api/update-system-setting';
import { SETTING_TEXTS } from './setting-texts';

const FETCH_FAILED = 'Failed to fetch system setting';

/**
 * One feature flag: the setting holds the text 'true' or 'false', shown Enabled or Disabled.
 * `onUpdated` lets the page reload what follows the flag (the public flags the sidebar reads).
 */
export function SettingSwitch({
  settingKey,
  onUpdated,
}: {
  settingKey: SystemSettingFlagKey;
  onUpdated?: () => void;
}) {
  const texts = SETTING_TEXTS[settingKey];
  const { data: setting, error, isPending, refetch, isFetching } = useSystemSetting(settingKey);
  const updateSetting = useUpdateSystemSetting();
  const switchId = `setting-${settingKey}`;
  const isEnabled = setting?.value === 'true';

  function handleChange(checked: boolean) {
    if (updateSetting.isPending) return;
    updateSetting.mutate(
      { key: settingKey, value: checked ? 'true' : 'false' },
      {
        onSuccess: (saved) => {
          toast.success(saved.value === 'true' ? texts.enabledToast : texts.disabledToast);
          onUpdated?.();
        },
        onError: (updateError) =>
          toast.error('Failed to update setting', {
            description: errorMessage(updateError, 'Failed to update system setting'),
          }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid gap-1">
        <Label htmlFor={switchId} className="text-base">
          {texts.label}
        </Label>
        <p id={`${switchId}-description`} className="text-sm text-muted-foreground">
          {texts.description}
        </p>
        {setting?.updatedAt && (
          <p className="text-xs text-muted-foreground">
            Last updated {formatDateTime(setting.updatedAt)}
            {setting.updatedBy ? ` by ${setting.updatedBy}` : ''}
          </p>
        )}
        {error && !setting && (
          <div role="alert" className="mt-1 flex flex-wrap items-center gap-2">
            <p className="text-sm text-destructive">
              {FETCH_FAILED}
              {error.message !== FETCH_FAILED && `: ${error.message}`}
            </p>
            <Button variant="outline" size="sm" onClick={() => refetch()} disabled={isFetching}>
              Try again
            </Button>
          </div>
        )}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        {isPending ? (
          <Skeleton className="h-6 w-28" />
        ) : (
          setting && (
            <>
              {updateSetting.isPending && <Spinner className="text-muted-foreground" />}
              <Badge variant={isEnabled ? 'success' : 'secondary'}>
                {isEnabled ? 'Enabled' : 'Disabled'}
              </Badge>
              <Switch
                id={switchId}
                checked={isEnabled}
                onCheckedChange={handleChange}
                disabled={updateSetting.isPending}
                aria-busy={updateSetting.isPending}
                aria-describedby={`${switchId}-description`}
              />
            </>
          )
        )}
      </div>
    </div>
  );
}
