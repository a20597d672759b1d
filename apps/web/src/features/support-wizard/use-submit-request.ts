import { AVAILABILITY_MESSAGES } from '@basisdesk/shared/availability/availability.messages';
import type { AvailabilitySlot } from '@basisdesk/shared/availability/availability.schema';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useState } from 'react';
import { useNavigate } from 'react-router';
import { ticketForOrder } from '@/config/paths';
import { type RequestFilesOutcome, useSendRequestFiles } from '@/features/messaging/api/send-request-files';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isSlotAlreadyBooked, useCreateSupportRequest } from './api/create-support-request';
import { findVanishedSlots, toBookableSlots } from './slots';
import { checkSubmission, type StepContext, type WizardAction, type WizardState } from './wizard-state';
import { createdToastDescription } from './wizard-texts';

/** One toast for vanished slots, however many checks notice them at once. */
export const SLOTS_GONE_TOAST_ID = 'support-wizard-slots-gone';

type SubmitDeps = {
  state: WizardState;
  context: StepContext;
  dispatch: Dispatch<WizardAction>;
  /** Fetches the consultant's slots afresh. */
  refetchSlots: () => Promise<{ data?: AvailabilitySlot[]; error: Error | null }>;
};

/** A request that is made while some of its files are not in its conversation: the last screen's news. */
type FilesLeft = { ticket: Ticket; outcome: RequestFilesOutcome };

/**
 * Spec §5 "Submit" and §8: check every step, re-read the slots and drop those that vanished, then
 * book. A lost race ('already booked') clears the slots and goes back to choosing them. Once the
 * ticket exists, its files go to its conversation (decision 055); when all are there, the new
 * ticket opens (decision 023) with its number in the toast. When some are not, the wizard's last
 * screen says which (`filesLeft`), and `tryAgain` sends them with the same key.
 */
export function useSubmitRequest({ state, context, dispatch, refetchSlots }: SubmitDeps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createRequest = useCreateSupportRequest();
  const sendFiles = useSendRequestFiles();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isSendingFiles, setIsSendingFiles] = useState(false);
  const [filesLeft, setFilesLeft] = useState<FilesLeft | null>(null);

  /** Sends the files not yet in the conversation; opens the ticket once none is left. */
  async function deliverFiles(ticket: Ticket, previous?: RequestFilesOutcome) {
    const { files } = state;
    let outcome: RequestFilesOutcome | null = null;
    if (files.length > 0) {
      setIsSendingFiles(true);
      try {
        outcome = await sendFiles({ orderId: ticket.id, files, previous });
      } finally {
        setIsSendingFiles(false);
      }
    }
    if (outcome && outcome.notAttached.length > 0) {
      setFilesLeft({ ticket, outcome });
      return;
    }
    toast.success(TICKET_MESSAGES.created, {
      description: createdToastDescription(ticket.orderNumber, files.length),
    });
    navigate(ticketForOrder(ticket.id), { replace: true });
  }

  async function tryAgain() {
    if (!filesLeft) return;
    setIsSubmitting(true);
    try {
      await deliverFiles(filesLeft.ticket, filesLeft.outcome);
    } finally {
      setIsSubmitting(false);
    }
  }

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
      // A new ticket changes lists all over the app (recent activity, tickets, slots, counts):
      // everything is marked stale, and each screen reads afresh when it next shows.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      // The request is made: what fails from here is the files' alone, said on the last screen.
      await deliverFiles(ticket);
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

  return { submit, isSubmitting, isSendingFiles, filesLeft, tryAgain };
}
