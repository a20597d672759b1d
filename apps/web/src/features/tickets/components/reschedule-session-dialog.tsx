import type { AvailabilitySlot } from '@basisdesk/shared/availability/availability.schema';
import { SESSION_MESSAGES } from '@basisdesk/shared/tickets/sessions.messages';
import {
  rescheduleSessionBodySchema,
  type TicketSessionDetail,
} from '@basisdesk/shared/tickets/sessions.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LoadError } from '@/components/load-error';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { FormField, FormItem, FormMessage } from '@/components/ui/form';
import { DialogForm, DialogFormFooter, FormDialog } from '@/components/ui/form-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { freeSlotsOf } from '@/components/week-grid/week-grid';
import { useWeekGrid, WeekGridPicker } from '@/components/week-grid/week-grid-picker';
import { useFreeSlots } from '@/features/availability/api/list-free-slots';
import { errorMessage } from '@/lib/api-client';
import { formatSlot } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { useRescheduleSession } from '../api/reschedule-session';

/** Until the slots have loaded: one empty list, so the grid is not rebuilt on every render. */
const NO_SLOTS: AvailabilitySlot[] = [];

/**
 * Moves a session onto as many of the consultant's free future slots as it holds, chosen on the
 * booking wizard's week grid (the same read, the same days and times in the viewer's zone).
 */
export function RescheduleSessionDialog({
  session,
  onClose,
}: {
  session: TicketSessionDetail | null;
  onClose: () => void;
}) {
  const reschedule = useRescheduleSession();
  return (
    <FormDialog
      open={session !== null}
      onClose={onClose}
      isPending={reschedule.isPending}
      className="max-w-5xl"
    >
      {session && (
        <RescheduleForm key={session.id} session={session} reschedule={reschedule} onClose={onClose} />
      )}
    </FormDialog>
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
  const count = session.slotIds.length;
  const slots = useFreeSlots(session.consultant.id);
  const now = useNow();
  const grid = useWeekGrid(slots.data ?? NO_SLOTS, now);
  const freeCount = freeSlotsOf(grid).length;
  const form = useForm({
    resolver: zodResolver(
      rescheduleSessionBodySchema.refine((body) => body.slotIds.length === count, {
        message: SESSION_MESSAGES.slotCountMismatch(count),
        path: ['slotIds'],
      }),
    ),
    defaultValues: { slotIds: [] as string[] },
  });

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
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      title="Reschedule session"
      description={
        <>
          Now {formatSlot(session.start, session.end)}. Choose {count} free{' '}
          {count === 1 ? 'time slot' : 'time slots'} of {session.consultant.name}.
        </>
      }
      footer={
        <DialogFormFooter
          isPending={reschedule.isPending}
          onCancel={onClose}
          submitLabel="Move session"
          isSubmitDisabled={freeCount === 0}
        />
      }
    >
      {slots.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : slots.error ? (
        <LoadError
          message={errorMessage(slots.error, 'Failed to load the free slots')}
          onRetry={() => void slots.refetch()}
        />
      ) : freeCount === 0 ? (
        <p className="text-sm text-muted-foreground">{SESSION_MESSAGES.noFreeSlots}</p>
      ) : (
        <FormField
          control={form.control}
          name="slotIds"
          render={({ field }) => (
            <FormItem className="min-w-0">
              <section aria-label="Free time slots" className="grid min-w-0 gap-3">
                <WeekGridPicker
                  grid={grid}
                  selectedIds={field.value}
                  isFull={false}
                  onToggle={(slotId, isSelected) => {
                    if (reschedule.isPending) return;
                    field.onChange(
                      isSelected
                        ? [...field.value, slotId]
                        : field.value.filter((chosen) => chosen !== slotId),
                    );
                  }}
                />
              </section>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
    </DialogForm>
  );
}
