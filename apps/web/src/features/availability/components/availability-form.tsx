import {
  AVAILABILITY_MESSAGES,
  AVAILABILITY_TITLES,
  AVAILABILITY_WINDOW_DAYS,
  availabilityProblemTitle,
  type CreateAvailabilityBody,
  parseConflictDetails,
} from '@basisdesk/shared/availability/availability.schema';
import {
  type AvailabilityFormInput,
  availabilityFormSchema,
  readBlockEnd,
  readLocalStart,
} from '@basisdesk/shared/availability/availability-form.schema';
import { WEEKLY_PATTERN_MESSAGES } from '@basisdesk/shared/availability/weekly-pattern.messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { FormGroup, FormGroupMessage } from '@/components/ui/form-group';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { addDays, toLocalDateKey } from '@/lib/local-dates';
import { toast } from '@/lib/toast';
import { getViewerTimeZone } from '@/lib/viewer-time-zone';
import { useCreateAvailability } from '../api/create-availability';
import { useExceptions } from '../api/list-exceptions';
import { dayOffTouchedBy } from '../day-off';
import { DURATION_OPTIONS } from '../durations';
import { ConflictList } from './conflict-list';

type AvailabilityFormProps = {
  consultantId: string;
  now: Date;
  /** The local day (yyyy-mm-dd) that received new slots. */
  onCreated: (dayKey: string) => void;
};

/** Start, time and duration are one block: its problems are said once, beneath the three. */
const BLOCK_FIELDS = ['date', 'time', 'durationMinutes'] as const;

/** A block of availability: start date and time plus a duration; the end follows and is read-only. */
export function AvailabilityForm({ consultantId, now, onCreated }: AvailabilityFormProps) {
  const form = useForm({
    resolver: zodResolver(availabilityFormSchema),
    // Date and time are read in the zone the page shows every time in.
    defaultValues: { consultantId, date: '', time: '', durationMinutes: '', timeZone: getViewerTimeZone() },
  });
  const mutation = useCreateAvailability();
  const { data: exceptions } = useExceptions();
  // A block on a day off, waiting for the consultant's yes: the block and the day it falls on.
  const [onDayOff, setOnDayOff] = useState<{ body: CreateAvailabilityBody; day: string } | null>(null);
  const [date, time, durationMinutes] = form.watch(BLOCK_FIELDS);
  const end = readBlockEnd(readLocalStart(date, time, getViewerTimeZone()), durationMinutes);

  // Spec §5: each problem has its toast title ('Missing Information', 'Invalid Date/Time', ...).
  function handleInvalid(errors: FieldErrors<AvailabilityFormInput>) {
    const message = BLOCK_FIELDS.map((field) => errors[field]?.message).find(Boolean);
    if (message) toast.error(availabilityProblemTitle(message), { description: message });
  }

  function handleSubmit(body: CreateAvailabilityBody) {
    if (mutation.isPending) return;
    const day = dayOffTouchedBy(new Date(body.slotStartTime), new Date(body.slotEndTime), exceptions);
    if (day) setOnDayOff({ body, day });
    else publish(body);
  }

  function publish(body: CreateAvailabilityBody) {
    mutation.mutate(body, {
      onSettled: () => setOnDayOff(null),
      onSuccess: ({ slots }) => {
        toast.success(AVAILABILITY_MESSAGES.created(slots.length));
        onCreated(toLocalDateKey(new Date(body.slotStartTime)));
        form.resetField('time');
        form.resetField('durationMinutes');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          toast.error(AVAILABILITY_TITLES.overlapping, {
            description: (
              <ConflictList message={error.message} conflicts={parseConflictDetails(error.details)} />
            ),
            duration: 10_000,
          });
          return;
        }
        applyServerErrors(form, error);
        toast.error(errorMessage(error, AVAILABILITY_MESSAGES.createFailed));
      },
    });
  }

  return (
    <Form form={form} onSubmit={handleSubmit} onInvalid={handleInvalid} className="grid gap-4">
      <FormGroup names={BLOCK_FIELDS}>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <FormField
            control={form.control}
            name="date"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Start date</FormLabel>
                <FormControl>
                  <Input
                    {...field}
                    type="date"
                    min={toLocalDateKey(now)}
                    max={toLocalDateKey(addDays(now, AVAILABILITY_WINDOW_DAYS))}
                  />
                </FormControl>
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="time"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Start time</FormLabel>
                <FormControl>
                  <Input {...field} type="time" />
                </FormControl>
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="durationMinutes"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Duration</FormLabel>
                <FormControl>
                  <NativeSelect {...field}>
                    <option value="">Select duration</option>
                    {DURATION_OPTIONS.map(({ minutes, label }) => (
                      <option key={minutes} value={minutes}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect>
                </FormControl>
              </FormItem>
            )}
          />
          <div className="grid gap-2">
            <Label htmlFor="availability-end">End (computed)</Label>
            <Input
              id="availability-end"
              readOnly
              value={end ? formatDateTime(end) : ''}
              placeholder="Start plus duration"
              className="bg-muted"
            />
          </div>
        </div>
        <FormGroupMessage />
      </FormGroup>
      <Button type="submit" className="justify-self-start" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : <CalendarPlus aria-hidden="true" />}
        {mutation.isPending ? 'Adding...' : 'Add Availability'}
      </Button>
      <ConfirmDialog
        open={onDayOff !== null}
        title={WEEKLY_PATTERN_MESSAGES.blockOnDayOffTitle}
        // The day as the exceptions list names it: noon UTC lies on that calendar day.
        description={
          onDayOff
            ? WEEKLY_PATTERN_MESSAGES.blockOnDayOff(formatDay(`${onDayOff.day}T12:00:00.000Z`, 'UTC'))
            : ''
        }
        confirmLabel="Add block anyway"
        pendingLabel="Adding..."
        isPending={mutation.isPending}
        onConfirm={() => onDayOff && publish(onDayOff.body)}
        onClose={() => setOnDayOff(null)}
      />
    </Form>
  );
}
