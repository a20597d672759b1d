import { type UpdateTimeZoneBody, updateTimeZoneBodySchema } from '@basisdesk/shared/users/users.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Form } from '@/components/ui/form';
import { FieldBlock } from '@/components/ui/form-field-block';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-client';
import { formatTime, getViewerTimeZone } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { updateTimeZone } from '../api/update-time-zone';
import { useSession } from '../session/session-provider';
import { listTimeZoneChoices, supportedTimeZones } from '../time-zone-choices';

/** Settings' "Time zone": a searchable list of zones, the time there now, and Save. */
export function TimeZoneForm() {
  const { refreshUser } = useSession();
  const [search, setSearch] = useState('');
  const known = useMemo(supportedTimeZones, []);
  const form = useForm<UpdateTimeZoneBody>({
    resolver: zodResolver(updateTimeZoneBodySchema),
    defaultValues: { timeZone: getViewerTimeZone() },
  });
  const chosen = useWatch({ control: form.control, name: 'timeZone' });
  const choices = useMemo(() => listTimeZoneChoices(chosen, search, known), [chosen, search, known]);
  const now = useNow(15_000);

  const mutation = useMutation({
    mutationFn: (body: UpdateTimeZoneBody) => updateTimeZone(body),
    onSuccess: async (saved) => {
      // The session's copy carries the zone: every time on screen follows it from the next render.
      await refreshUser();
      form.reset({ timeZone: saved.timeZone ?? chosen });
      toast.success('Time zone updated', { description: `Times are now shown in ${saved.timeZone}.` });
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toast.error('Update Failed', { description: errorMessage(error, 'Failed to update time zone') });
    },
  });

  return (
    <Form form={form} onSubmit={(body) => mutation.mutate(body)} className="grid gap-4 sm:max-w-md">
      <div className="grid gap-2">
        <Label htmlFor="time-zone-search">Search time zones</Label>
        <Input
          id="time-zone-search"
          type="search"
          placeholder="e.g. Kolkata, Tokyo, New York"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      <FieldBlock
        control={form.control}
        name="timeZone"
        label="Time zone"
        description={<>Local time there: {formatTime(now, chosen)}</>}
        descriptionProps={{ 'aria-live': 'polite' }}
      >
        {(field) => (
          <NativeSelect {...field} disabled={mutation.isPending}>
            {choices.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </NativeSelect>
        )}
      </FieldBlock>
      <div>
        <SubmitButton isPending={mutation.isPending}>Save time zone</SubmitButton>
      </div>
    </Form>
  );
}
