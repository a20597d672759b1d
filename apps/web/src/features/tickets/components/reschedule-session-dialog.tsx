import { SESSION_MESSAGES } from '@basisdesk/shared/tickets/sessions.messages';
import {
  rescheduleSessionBodySchema,
  type TicketSessionDetail,
} from '@basisdesk/shared/tickets/sessions.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { LoadError } from '@/components/load-error';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDay, formatSlot, formatTimeRange } from '@/lib/format-date';
import { groupSlotsByDay } from '@/lib/slot-days';
import { toast } from '@/lib/toast';
import { useFreeSlots } from '../api/list-free-slots';
import { useRescheduleSession } from '../api/reschedule-session';

/** Moves a session onto as many of the consultant's free future slots as it holds. */
export function RescheduleSessionDialog({
  session,
  onClose,
}: {
  session: TicketSessionDetail | null;
  onClose: () => void;
}) {
  const reschedule = useRescheduleSession();
  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && !reschedule.isPending && onClose()}>
      <DialogContent className="max-w-2xl">
        {session && (
          <RescheduleForm key={session.id} session={session} reschedule={reschedule} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function RescheduleForm({
  session,
  reschedule,
  onClose,
}: {
  session: TicketSessionDetail;
  reschedule: ReturnType<typeof useRescheduleSession>;
  onClose: () => void;
}) {
  const id = useId();
  const count = session.slotIds.length;
  const slots = useFreeSlots(session.consultant.id);
  const form = useForm({
    resolver: zodResolver(
      rescheduleSessionBodySchema.refine((body) => body.slotIds.length === count, {
        message: SESSION_MESSAGES.slotCountMismatch(count),
        path: ['slotIds'],
      }),
    ),
    defaultValues: { slotIds: [] as string[] },
  });
  const now = Date.now();
  const free = (slots.data ?? [])
    .filter((slot) => !slot.isBooked && Date.parse(slot.slotStartTime) > now)
    .map((slot) => ({ ...slot, start: new Date(slot.slotStartTime), end: new Date(slot.slotEndTime) }));

  function handleSubmit(body: { slotIds: string[] }) {
    if (reschedule.isPending) return;
    reschedule.mutate(
      { orderId: session.ticketId, sessionId: session.id, ...body },
      {
        onSuccess: () => {
          toast.success(SESSION_MESSAGES.moved);
          onClose();
        },
        onError: (error) => {
          // The slots are read again (the mutation invalidates them): choose among what is free now.
          form.setValue('slotIds', []);
          applyServerErrors(form, error);
          toast.error(errorMessage(error, SESSION_MESSAGES.rescheduleFailed));
        },
      },
    );
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Reschedule session</DialogTitle>
        <DialogDescription>
          Now {formatSlot(session.start, session.end)}. Choose {count} free{' '}
          {count === 1 ? 'time slot' : 'time slots'} of {session.consultant.name}.
        </DialogDescription>
      </DialogHeader>
      {slots.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : slots.error ? (
        <LoadError
          message={errorMessage(slots.error, 'Failed to load the free slots')}
          onRetry={() => void slots.refetch()}
        />
      ) : free.length === 0 ? (
        <p className="text-sm text-muted-foreground">{SESSION_MESSAGES.noFreeSlots}</p>
      ) : (
        <FormField
          control={form.control}
          name="slotIds"
          render={({ field }) => (
            <FormItem>
              <section aria-label="Free time slots" className="grid max-h-80 gap-4 overflow-y-auto">
                {groupSlotsByDay(free).map((day) => (
                  <fieldset key={day.key} className="grid min-w-0 gap-2">
                    <legend className="mb-1 text-sm font-semibold">{formatDay(day.date)}</legend>
                    <div className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2">
                      {day.slots.map((slot) => {
                        const inputId = `${id}-${slot.id}`;
                        const isSelected = field.value.includes(slot.id);
                        return (
                          <label
                            key={slot.id}
                            htmlFor={inputId}
                            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm tabular-nums hover:bg-muted/60 has-[:checked]:border-brand-text has-[:checked]:bg-accent/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
                          >
                            <input
                              id={inputId}
                              type="checkbox"
                              checked={isSelected}
                              disabled={reschedule.isPending}
                              onChange={(event) =>
                                field.onChange(
                                  event.target.checked
                                    ? [...field.value, slot.id]
                                    : field.value.filter((chosen) => chosen !== slot.id),
                                )
                              }
                              className="size-4 shrink-0 cursor-pointer accent-brand-text focus-visible:outline-none"
                            />
                            <time dateTime={slot.slotStartTime}>{formatTimeRange(slot.start, slot.end)}</time>
                          </label>
                        );
                      })}
                    </div>
                  </fieldset>
                ))}
              </section>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={reschedule.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={reschedule.isPending || free.length === 0}>
          {reschedule.isPending && <Spinner />}
          Move session
        </Button>
      </DialogFooter>
    </Form>
  );
}
