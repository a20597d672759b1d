import {
  NOTIFICATION_CATEGORY_DESCRIPTIONS,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_MESSAGES,
  type NotificationPreference,
  type UpdateNotificationPreferencesBody,
  updateNotificationPreferencesBodySchema,
} from '@basisdesk/shared/notifications/notifications.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LoadError } from '@/components/load-error';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Badge } from '@/components/ui/badge';
import { Form } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { SwitchField } from '@/components/ui/switch-field';
import { showFailureToast } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { PREFERENCES_LOAD_FAILED, useNotificationPreferences } from '../api/get-notification-preferences';
import {
  PREFERENCES_SAVE_FAILED,
  useUpdateNotificationPreferences,
} from '../api/update-notification-preferences';
import { toPreferencesBody, toPreferenceValues } from '../preference-values';

const SKELETON_ROWS = ['a', 'b', 'c', 'd'];

/** Settings' "Notifications": one switch per category (security notices always on) and Save. */
export function NotificationPreferences() {
  const { data, error, isPending, refetch } = useNotificationPreferences();

  if (isPending) {
    return (
      <div className="grid gap-3">
        {SKELETON_ROWS.map((key) => (
          <Skeleton key={key} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (!data) return <LoadError message={errorText(error)} onRetry={() => void refetch()} />;
  // Rendered once with the loaded values: a refetch behind it must not undo what the person changed.
  return <PreferenceSwitches preferences={data.preferences} />;
}

const errorText = (error: Error | null) =>
  error?.message && error.message !== PREFERENCES_LOAD_FAILED
    ? `${PREFERENCES_LOAD_FAILED}: ${error.message}`
    : PREFERENCES_LOAD_FAILED;

function PreferenceSwitches({ preferences }: { preferences: NotificationPreference[] }) {
  const form = useForm<UpdateNotificationPreferencesBody>({
    resolver: zodResolver(updateNotificationPreferencesBodySchema),
    defaultValues: toPreferenceValues(preferences),
  });
  const update = useUpdateNotificationPreferences();

  function handleSubmit(values: UpdateNotificationPreferencesBody) {
    if (update.isPending) return;
    update.mutate(toPreferencesBody(values, preferences), {
      onSuccess: (saved) => {
        form.reset(toPreferenceValues(saved.preferences));
        toast.success(NOTIFICATION_MESSAGES.preferencesSaved);
      },
      onError: (error) => {
        applyServerErrors(form, error);
        showFailureToast(PREFERENCES_SAVE_FAILED, error);
      },
    });
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-4">
      <div className="grid gap-3">
        {preferences.map(({ category, locked }) => (
          <SwitchField
            key={category}
            control={form.control}
            name={`preferences.${category}`}
            label={NOTIFICATION_CATEGORY_LABELS[category]}
            labelClassName="text-base"
            badge={locked && <Badge variant="secondary">Always on</Badge>}
            description={NOTIFICATION_CATEGORY_DESCRIPTIONS[category]}
            className="rounded-lg p-4"
            // Locked categories are on, whatever was stored.
            isLocked={locked}
            disabled={update.isPending}
          />
        ))}
      </div>
      <div>
        <SubmitButton isPending={update.isPending}>Save notification preferences</SubmitButton>
      </div>
    </Form>
  );
}
