import { SYSTEM_SETTING_VALUE_SCHEMAS } from '@basisdesk/shared/settings/settings.schema';
import {
  BOOKING_CHANGE_CUTOFF_HOURS_MAX,
  BOOKING_CHANGE_CUTOFF_HOURS_MIN,
} from '@basisdesk/shared/tickets/sessions.limits';
import { zodResolver } from '@hookform/resolvers/zod';
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

const KEY = 'BookingChangeCutoffHours';
/** Checked by the shared rule the server applies to the key. */
const cutoffSchema = z.object({ [KEY]: SYSTEM_SETTING_VALUE_SCHEMAS.BookingChangeCutoffHours });

/** Admin settings: how long before a session a customer may still cancel or move it. */
export function BookingCutoffSettings() {
  const setting = useSystemSetting(KEY);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Booked Sessions</h2>
        <CardDescription>
          Customers may cancel or reschedule a session up to this many hours before it starts; after that only
          the consultant or an admin can change it.
        </CardDescription>
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
          <CutoffForm key={setting.data.value} value={setting.data.value} />
        )}
      </CardContent>
    </Card>
  );
}

function CutoffForm({ value }: { value: string }) {
  const form = useForm({ resolver: zodResolver(cutoffSchema), defaultValues: { [KEY]: value } });
  const update = useUpdateSystemSetting();

  async function handleSubmit(next: { [KEY]: string }) {
    if (next[KEY] === value) {
      toast.info('No changes to save');
      return;
    }
    try {
      const saved = await update.mutateAsync({ key: KEY, value: next[KEY] });
      form.reset({ [KEY]: saved.value });
      toast.success('Booking change cut-off saved');
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
        name={KEY}
        label="Change cut-off (hours)"
        className="max-w-56"
        description={
          <>
            A whole number from {BOOKING_CHANGE_CUTOFF_HOURS_MIN} to {BOOKING_CHANGE_CUTOFF_HOURS_MAX}.
          </>
        }
        inputMode="numeric"
        min={BOOKING_CHANGE_CUTOFF_HOURS_MIN}
        max={BOOKING_CHANGE_CUTOFF_HOURS_MAX}
        disabled={update.isPending}
      />
      <div>
        <SubmitButton isPending={update.isPending}>Save</SubmitButton>
      </div>
    </Form>
  );
}
