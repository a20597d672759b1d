import {
  type DayOffSession,
  EXCEPTION_HORIZON_DAYS,
  type ExceptionBody,
  exceptionBodySchema,
  WEEKLY_PATTERN_MESSAGES,
} from '@basisdesk/shared/availability/weekly-pattern.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarOff, X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoadError } from '@/components/load-error';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field-block';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/format-date';
import { addDays, toLocalDateKey } from '@/lib/local-dates';
import { toast } from '@/lib/toast';
import { useAddException } from '../api/add-exception';
import { useExceptions } from '../api/list-exceptions';
import { useRemoveException } from '../api/remove-exception';
import { BookedOnDayOff } from './booked-on-day-off';

/** A yyyy-mm-dd written as people read it; noon UTC lies on that calendar day in every zone but the extremes. */
const formatExceptionDay = (day: string) => formatDay(`${day}T12:00:00.000Z`, 'UTC');

/**
 * Days off: the pattern makes no slots on them, every free slot of the day goes, and the sessions
 * still booked on it are named for the consultant to release.
 */
export function ExceptionDays() {
  const exceptions = useExceptions();
  const addition = useAddException();
  const removal = useRemoveException();
  const form = useForm<ExceptionBody>({
    resolver: zodResolver(exceptionBodySchema),
    defaultValues: { day: '' },
  });
  const today = new Date();
  const [stillBooked, setStillBooked] = useState<DayOffSession[]>([]);

  function handleAdd(body: ExceptionBody) {
    if (addition.isPending) return;
    addition.mutate(body, {
      onSuccess: ({ slotsRemoved, bookedSessions }) => {
        toast.success(WEEKLY_PATTERN_MESSAGES.exceptionAdded(slotsRemoved));
        setStillBooked(bookedSessions);
        form.reset({ day: '' });
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast.error(errorMessage(error, WEEKLY_PATTERN_MESSAGES.exceptionFailed));
      },
    });
  }

  function handleRemove(day: string) {
    removal.mutate(day, {
      onSuccess: ({ slotsAdded }) => toast.success(WEEKLY_PATTERN_MESSAGES.exceptionRemoved(slotsAdded)),
      onError: (error) => toast.error(errorMessage(error, WEEKLY_PATTERN_MESSAGES.exceptionFailed)),
    });
  }

  return (
    <section aria-labelledby="exception-days-heading" className="grid gap-3">
      <h3 id="exception-days-heading" className="font-semibold">
        Exception days
      </h3>
      <Form form={form} onSubmit={handleAdd} className="flex flex-wrap items-end gap-2">
        <TextField
          control={form.control}
          name="day"
          label="Day off"
          type="date"
          min={toLocalDateKey(today)}
          max={toLocalDateKey(addDays(today, EXCEPTION_HORIZON_DAYS))}
        />
        <Button type="submit" variant="outline" disabled={addition.isPending}>
          <CalendarOff aria-hidden="true" />
          Add Exception Day
        </Button>
      </Form>
      {stillBooked.length > 0 && (
        <BookedOnDayOff sessions={stillBooked} onDismiss={() => setStillBooked([])} />
      )}
      {exceptions.error && !exceptions.data ? (
        <LoadError message={exceptions.error.message} onRetry={() => exceptions.refetch()} />
      ) : !exceptions.data ? (
        <Skeleton className="h-8 w-48" />
      ) : exceptions.data.days.length === 0 ? (
        <p className="text-sm text-muted-foreground">No exception days.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Exception days">
          {exceptions.data.days.map((day) => (
            <li key={day} className="flex items-center gap-1 rounded-md border py-1 pr-1 pl-3 text-sm">
              {formatExceptionDay(day)}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove exception ${formatExceptionDay(day)}`}
                disabled={removal.isPending}
                onClick={() => handleRemove(day)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
