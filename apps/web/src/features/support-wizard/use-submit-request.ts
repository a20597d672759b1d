import { AVAILABILITY_MESSAGES } from '@basisdesk/shared/availability/availability.messages';
import type { AvailabilitySlot } from '@basisdesk/shared/availability/availability.schema';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useState } from 'react';
import { useNavigate } from 'react-router';
import { ticketForOrder } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isSlotAlreadyBooked, useCreateSupportRequest } from './api/create-support-request';
import { findVanishedSlots, toBookableSlots } from './slots';
import { checkSubmission, type StepContext, type WizardAction, type WizardState } from './wizard-state';

/** One toast for vanished slots, however many checks notice them at once. */
export const SLOTS_GONE_TOAST_ID = 'support-wizard-slots-gone';

type SubmitDeps = {
  state: WizardState;
  context: StepContext;
  dispatch: Dispatch<WizardAction>;
  /** Fetches the consultant's slots afresh. */
  refetchSlots: () => Promise<{ data?: AvailabilitySlot[]; error: Error | null }>;
};

/**
 * Spec §5 "Submit" and §8: check every step, re-read the slots and drop those that vanished, then
 * book. A lost race ('already booked') clears the slots and goes back to choosing them; success
 * opens the new ticket (decision 023) with the ticket number in the toast.
 */
export function useSubmitRequest({ state, context, dispatch, refetchSlots }: SubmitDeps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createRequest = useCreateSupportRequest();
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit() {
    const checked = checkSubmission(state, context);
    if (!checked.ok) {
      toast.error(checked.message);
      dispatch({ type: 'goTo', step: checked.step });
      return;
    }
    setIsSubmitting(true);
    try {
      const fresh = await refetchSlots();
      // A failed re-read keeps the old list: booking against it would defeat the check.
      if (fresh.error || !fresh.data) {
        toast.error(errorMessage(fresh.error, AVAILABILITY_MESSAGES.fetchFailed));
        return;
      }
      const vanished = findVanishedSlots(state.timeSlotIds, toBookableSlots(fresh.data, new Date()));
      if (vanished.length > 0) {
        dispatch({ type: 'dropSlots', slotIds: vanished });
        toast.error(TICKET_MESSAGES.slotsGone, { id: SLOTS_GONE_TOAST_ID });
        dispatch({ type: 'goTo', step: 4 });
        return;
      }
      const ticket = await createRequest.mutateAsync(checked.body);
      toast.success(TICKET_MESSAGES.created, {
        description: ticket.orderNumber ? `Order number: ${ticket.orderNumber}` : undefined,
      });
      // A new ticket changes lists all over the app (recent activity, tickets, slots, counts):
      // everything is marked stale, and each screen reads afresh when it next shows.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      navigate(ticketForOrder(ticket.id), { replace: true });
    } catch (error) {
      if (isSlotAlreadyBooked(error)) {
        toast.error(TICKET_MESSAGES.slotsJustBooked);
        dispatch({ type: 'clearSlots' });
        dispatch({ type: 'goTo', step: 4 });
        void refetchSlots();
        return;
      }
      toast.error(errorMessage(error, TICKET_MESSAGES.createFailed));
    } finally {
      setIsSubmitting(false);
    }
  }

  return { submit, isSubmitting };
}
