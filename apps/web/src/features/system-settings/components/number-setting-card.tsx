import { SYSTEM_SETTING_VALUE_SCHEMAS } from '@basisdesk/shared/settings/settings.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
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
import { useUpdateSystemSetting } from '../api/update-system-setting';

/** The settings that hold a whole number in a range. */
export type NumberSettingKey = 'BookingChangeCutoffHours' | 'MaxUnpaidBookedHours' | 'AuditRetentionDays';

export interface NumberSettingCardProps {
  settingKey: NumberSettingKey;
  title: string;
  description: ReactNode;
  /** The field's label, with its unit. */
  label: string;
  min: number;
  max: number;
  /** The toast once saved, e.g. 'Booking change cut-off saved'. */
  savedMessage: string;
}

/** Admin settings: one whole-number setting in its own card, checked by the rule the server applies. */
export function NumberSettingCard(props: NumberSettingCardProps) {
  const setting = useSystemSetting(props.settingKey);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">{props.title}</h2>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {setting.isPending ? (
          <Skeleton className="h-10 w-40" />
        ) : setting.error ? (
          <LoadError
            message={errorMessage(setting.error, 'Failed to fetch system setting')}
            onRetry={() => void setting.refetch()}
          />
        ) : (
          <NumberSettingForm key={setting.data.value} value={setting.data.value} {...props} />
        )}
      </CardContent>
    </Card>
  );
}

function NumberSettingForm({
  settingKey,
  value,
  label,
  min,
  max,
  savedMessage,
}: NumberSettingCardProps & { value: string }) {
  const schema = z.object({ value: SYSTEM_SETTING_VALUE_SCHEMAS[settingKey] });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { value } });
  const update = useUpdateSystemSetting();

  async function handleSubmit(next: { value: string }) {
    if (next.value === value) {
      toast.info('No changes to save');
      return;
    }
    try {
      const saved = await update.mutateAsync({ key: settingKey, value: next.value });
      form.reset({ value: saved.value });
      toast.success(savedMessage);
    } catch (error) {
      applyServerErrors(form, error);
      toast.error('Failed to update setting', {
        description: errorMessage(error, 'Failed to update system setting'),
      });
    }
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-4">
      <TextField
        control={form.control}
        name="value"
        label={label}
        className="max-w-56"
        description={
          <>
            A whole number from {min} to {max}.
          </>
        }
        inputMode="numeric"
        min={min}
        max={max}
        disabled={update.isPending}
      />
      <div>
        <SubmitButton isPending={update.isPending}>Save</SubmitButton>
      </div>
    </Form>
  );
}
