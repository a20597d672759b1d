import {
  AVAILABILITY_MESSAGES,
  AVAILABILITY_TITLES,
  AVAILABILITY_WINDOW_DAYS,
  checkAvailabilityBlock,
  parseConflictDetails,
} from '@basisdesk/shared/availability/availability.schema';
import { CalendarPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { addDays, parseLocalDateTime, toLocalDateKey } from '@/lib/local-dates';
import { useCreateAvailability } from '../api/create-availability';
import { DURATION_OPTIONS } from '../durations';
import { ConflictList } from './conflict-list';

const MINUTE_MS = 60_000;

type AvailabilityFormProps = {
  consultantId: string;
  now: Date;
  /** The local day (yyyy-mm-dd) that received new slots. */
  onCreated: (dayKey: string) => void;
};

/** A block of availability: start date and time plus a duration; the end follows and is read-only. */
export function AvailabilityForm({ consultantId, now, onCreated }: AvailabilityFormProps) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [duration, setDuration] = useState('');
  const mutation = useCreateAvailability();

  const start = parseLocalDateTime(date, time);
  const end = start && duration ? new Date(start.getTime() + Number(duration) * MINUTE_MS) : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!start || !end) {
      toast.error(AVAILABILITY_TITLES.missingInformation, {
        description: AVAILABILITY_MESSAGES.missingFields,
      });
      return;
    }
    // The server's own rules, checked first so a mistake is named before any call.
    const problem = checkAvailabilityBlock(start, end, new Date());
    if (problem) {
      toast.error(problem.title, { description: problem.message });
      return;
    }
    mutation.mutate(
      { consultantId, slotStartTime: start.toISOString(), slotEndTime: end.toISOString() },
      {
        onSuccess: ({ slots }) => {
          toast.success(AVAILABILITY_MESSAGES.created(slots.length));
          onCreated(toLocalDateKey(start));
          setTime('');
          setDuration('');
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
          toast.error(errorMessage(error, AVAILABILITY_MESSAGES.createFailed));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <div className="grid gap-2">
          <Label htmlFor="availability-date">Start date</Label>
          <Input
            id="availability-date"
            type="date"
            min={toLocalDateKey(now)}
            max={toLocalDateKey(addDays(now, AVAILABILITY_WINDOW_DAYS))}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="availability-time">Start time</Label>
          <Input
            id="availability-time"
            type="time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="availability-duration">Duration</Label>
          <NativeSelect
            id="availability-duration"
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
          >
            <option value="">Select duration</option>
            {DURATION_OPTIONS.map(({ minutes, label }) => (
              <option key={minutes} value={minutes}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
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
      <Button type="submit" className="justify-self-start" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : <CalendarPlus aria-hidden="true" />}
        {mutation.isPending ? 'Adding...' : 'Add Availability'}
      </Button>
    </form>
  );
}
