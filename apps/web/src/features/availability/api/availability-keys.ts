/**
 * The availability feature's query keys: publishing or deleting slots refreshes everything under
 * `all`, the booking view's free slots too; so does a booked session that is cancelled or moved.
 */
export const availabilityKeys = {
  all: ['availability'] as const,
  consultant: (consultantId: string) => [...availabilityKeys.all, 'by-consultant', consultantId] as const,
  /** The booking view of a consultant's slots: the wizard's step 4 and the reschedule dialog. */
  freeSlots: (consultantId: string) => [...availabilityKeys.all, 'free-slots', consultantId] as const,
  weeklyPattern: () => [...availabilityKeys.all, 'weekly-pattern'] as const,
  exceptions: () => [...availabilityKeys.all, 'exceptions'] as const,
  /** The consultant's meeting link (decision 051). */
  meetingLink: () => [...availabilityKeys.all, 'meeting-link'] as const,
};
