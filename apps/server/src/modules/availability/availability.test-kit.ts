// What the availability route tests (publish, list, delete, concurrency) share: the application's
// clock on a Monday morning, a block published as its consultant, the lists, a slot booked as the
// ticket flow books it, and the overlap refusal in the API's words.
import {
  type AvailabilitySlot,
  availabilitySlotListSchema,
  createAvailabilityResponseSchema,
} from '@basisdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach } from 'vitest';
import { useBookingKit } from '../../../test/booking-kit';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import type { Caller } from '../../../test/send-request';

/** The application's time, a Monday morning; tests move it and afterEach puts it back. */
export const NOW = '2031-05-12T08:10:00.000Z';

const MINUTE_MS = 60_000;
export const iso = (ms: number) => new Date(ms).toISOString();
export const plus = (at: string, minutes: number) => iso(Date.parse(at) + minutes * MINUTE_MS);

export const block = (consultant: TestUser, start: string, end: string) => ({
  consultantId: consultant.id,
  slotStartTime: start,
  slotEndTime: end,
});

export const startsOf = (slots: AvailabilitySlot[]) => slots.map((slot) => slot.slotStartTime);

export const expectOverlap = (response: LightMyRequestResponse, conflicts: Array<[string, string]>) =>
  expectError(
    response,
    409,
    `This block overlaps ${conflicts.length} existing slot${conflicts.length === 1 ? '' : 's'}`,
    { details: conflicts.map(([start, end]) => ({ path: 'conflicts', message: `${start}/${end}` })) },
  );

/** The file's booking kit at NOW, with the availability routes as functions. */
export function useAvailabilityKit() {
  const kit = useBookingKit({ admin: { firstName: 'Ila', lastName: 'Sen' }, now: NOW });
  afterEach(() => kit.clock.set(NOW));

  const post = (payload: unknown, caller: Caller) =>
    kit.send('POST', '/api/ConsultantAvailability', caller, payload);

  const listForConsultant = (
    id: string,
    params: Record<string, string> = {},
    caller: Caller = kit.customer,
  ) => kit.send('GET', `/api/ConsultantAvailability/consultant/${id}?${new URLSearchParams(params)}`, caller);

  return {
    kit,
    setNow: (at: string) => kit.clock.set(at),
    newConsultant: () => kit.newUser({ role: 'Consultant' }),
    post,
    /** Publishes a block as the consultant and returns its slots. */
    async publish(consultant: TestUser, start: string, end: string): Promise<AvailabilitySlot[]> {
      const response = await post(block(consultant, start, end), consultant);
      return expectBody(response, 201, createAvailabilityResponseSchema).slots;
    },
    listUpcoming: (params: Record<string, string>, caller: Caller = kit.customer) =>
      kit.send('GET', `/api/ConsultantAvailability?${new URLSearchParams(params)}`, caller),
    listForConsultant,
    slotsIn: async (response: Promise<LightMyRequestResponse>) =>
      expectBody(await response, 200, availabilitySlotListSchema),
    remove: (slotId: string, caller: Caller) =>
      kit.send('DELETE', `/api/ConsultantAvailability/${slotId}`, caller),
  };
}
