import {
  MESSAGING_MAX_FILE_SIZE_MB_MAX,
  MESSAGING_MAX_FILE_SIZE_MB_MIN,
  MESSAGING_SAFE_FILE_TYPES,
} from '@basisdesk/shared/messaging/messaging.limits';
import { SYSTEM_SETTING_VALUE_SCHEMAS } from '@basisdesk/shared/settings/settings.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LoadError } from '@/components/load-error';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field-block';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSystemSetting } from '../api/get-system-setting';
import { systemSettingsKeys } from '../api/system-settings-keys';
import { useUpdateSystemSetting } from '../api/update-system-setting';

/** The two upload settings, each checked by the shared rule the server applies to its key. */
const uploadSettingsSchema = z.object({
  MessagingAllowedFileTypes: SYSTEM_SETTING_VALUE_SCHEMAS.MessagingAllowedFileTypes,
  MessagingMaxFileSizeMB: SYSTEM_SETTING_VALUE_SCHEMAS.MessagingMaxFileSizeMB,
});
type UploadSettings = z.output<typeof uploadSettingsSchema>;
const KEYS = ['MessagingAllowedFileTypes', 'MessagingMaxFileSizeMB'] as const;

/** Admin settings: which attachments messaging takes (extensions) and how large (whole MB). */
export function MessagingUploadSettings() {
  const fileTypes = useSystemSetting('MessagingAllowedFileTypes');
  const maxSize = useSystemSetting('MessagingMaxFileSizeMB');

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Messaging Attachments</h2>
        <CardDescription>
          What files people may attach to messages. Applies to new uploads at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {fileTypes.isPending || maxSize.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-40" />
          </div>
        ) : fileTypes.error || maxSize.error ? (
          <LoadError
            message={errorMessage(fileTypes.error ?? maxSize.error, 'Failed to fetch system setting')}
            onRetry={() => {
              void fileTypes.refetch();
              void maxSize.refetch();
            }}
          />
        ) : (
          <UploadSettingsForm
            // A refresh or a save that changes the stored values starts the form from them.
            key={`${fileTypes.data.value}|${maxSize.data.value}`}
            values={{
              MessagingAllowedFileTypes: fileTypes.data.value,
              MessagingMaxFileSizeMB: maxSize.data.value,
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

function UploadSettingsForm({ values }: { values: UploadSettings }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(uploadSettingsSchema), defaultValues: values });
  const update = useUpdateSystemSetting();

  async function handleSubmit(next: UploadSettings) {
    const changed = KEYS.filter((key) => next[key] !== values[key]);
    if (changed.length === 0) {
      toast.info('No changes to save');
      return;
    }
    try {
      for (const key of changed) {
        const saved = await update.mutateAsync({ key, value: next[key] });
        form.setValue(key, saved.value);
      }
      form.reset(form.getValues());
      toast.success('Messaging attachment settings saved');
    } catch (error) {
      applyServerErrors(form, error);
      toast.error('Failed to update setting', {
        description: errorMessage(error, 'Failed to update system setting'),
      });
    } finally {
      // The platform summary below shows the same two values.
      void queryClient.invalidateQueries({ queryKey: systemSettingsKeys.platform() });
    }
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-4">
      <TextField
        control={form.control}
        name="MessagingAllowedFileTypes"
        label="Allowed file types"
        description={<>Comma-separated extensions, from: {MESSAGING_SAFE_FILE_TYPES.join(', ')}.</>}
        autoComplete="off"
        spellCheck={false}
        disabled={update.isPending}
      />
      <TextField
        control={form.control}
        name="MessagingMaxFileSizeMB"
        label="Maximum file size (MB)"
        className="max-w-56"
        description={
          <>
            A whole number from {MESSAGING_MAX_FILE_SIZE_MB_MIN} to {MESSAGING_MAX_FILE_SIZE_MB_MAX}.
          </>
        }
        inputMode="numeric"
        min={MESSAGING_MAX_FILE_SIZE_MB_MIN}
        max={MESSAGING_MAX_FILE_SIZE_MB_MAX}
        disabled={update.isPending}
      />
      <div>
        <SubmitButton isPending={update.isPending}>Save</SubmitButton>
      </div>
    </Form>
  );
}
