// Decision 021: a session cancelled by its customer or released by its consultant or an admin, and
// a finished ticket's sessions ahead released with the change that finished it.
import {
  type AvailabilitySlot,
  SESSION_MESSAGES,
  systemSettingSchema,
  TICKET_MESSAGES,
  ticketSessionDetailListSchema,
} from '@basisdesk/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import { NO_TOKEN } from '../../../test/send-request';
import { useSessionKit } from '../../../test/session-kit';

const NOW = '2031-05-12T08:10:00.000Z';
const HOUR_MS = 60 * 60 * 1000;

const kit = useSessionKit({ now: NOW });

beforeEach(() => kit.clock.set(NOW));

describe('POST /api/SupportRequests/:orderId/sessions/:sessionId/cancel', () => {
  it('401 without a token, 404 for another customer and for an unknown session', async () => {
    const ticket = await kit.bookSlots(await kit.block(kit.ravi, 1));
    const [session] = await kit.sessionsOf(ticket);
    expectError(await kit.cancel(ticket, session?.id ?? '', NO_TOKEN), ...AUTHENTICATION_REQUIRED);
    expectError(await kit.cancel(ticket, session?.id ?? '', kit.john), 404, TICKET_MESSAGES.ticketNotFound);
    expectError(
      await kit.cancel(ticket, crypto.randomUUID(), kit.meera),
      404,
      SESSION_MESSAGES.sessionNotFound,
    );
  });

  it('the customer cancels before the cut-off: the slots are free and the kit.history says so', async () => {
    const slots = await kit.block(kit.ravi, 1);
    const ticket = await kit.bookSlots(slots);
    const [session] = await kit.sessionsOf(ticket);
    const after = expectBody(
      await kit.cancel(ticket, session?.id ?? '', kit.meera, { reason: 'Found the fix' }),
      200,
      ticketSessionDetailListSchema,
    );
    expect(after).toEqual([]);
    const held = await kit.holders(kit.ravi);
    for (const slot of slots) expect(held.get(slot.id)).toBeUndefined();
    const last = (await kit.history(ticket)).at(-1);
    expect(last).toMatchObject({
      event: 'session_cancelled',
      fromStatus: 'New',
      toStatus: 'New',
      changedBy: 'Meera Iyer',
    });
    expect(last?.comment).toBe(
      `Session ${slots[0]?.slotStartTime.slice(0, 10)} ${slots[0]?.slotStartTime.slice(11, 16)}–${slots[1]?.slotEndTime.slice(11, 16)} UTC cancelled: Found the fix`,
    );
  });

  it('after the cut-off the customer is refused in words naming the setting; the consultant releases with a reason', async () => {
    const ticket = await kit.bookSlots(await kit.publishSlots(kit.ravi, 1));
    const [session] = await kit.sessionsOf(ticket);
    expectError(await kit.cancel(ticket, session?.id ?? '', kit.meera), 403, SESSION_MESSAGES.pastCutoff(24));
    expectError(await kit.cancel(ticket, session?.id ?? '', kit.ravi), 400, SESSION_MESSAGES.reasonRequired, {
      path: 'reason',
    });
    expectError(
      await kit.cancel(ticket, session?.id ?? '', kit.ravi, { reason: 'no' }),
      400,
      SESSION_MESSAGES.reasonTooShort,
      {
        path: 'reason',
      },
    );
    expectBody(
      await kit.cancel(ticket, session?.id ?? '', kit.ravi, { reason: 'Travelling' }),
      200,
      ticketSessionDetailListSchema,
    );
    expect((await kit.history(ticket)).at(-1)).toMatchObject({
      event: 'session_released',
      changedBy: 'Ravi Kumar',
    });
  });

  it('the cut-off follows BookingChangeCutoffHours', async () => {
    const put = (value: string) =>
      kit.send('PUT', '/api/SystemSettings/BookingChangeCutoffHours', kit.admin, { value });
    expectError(await put('169'), 400, 'Value must be a whole number of hours from 0 to 168', {
      path: 'value',
    });
    expectBody(await put('72'), 200, systemSettingSchema);
    try {
      const ticket = await kit.bookSlots(await kit.block(kit.ravi, 1));
      const [session] = await kit.sessionsOf(ticket);
      expectError(
        await kit.cancel(ticket, session?.id ?? '', kit.meera),
        403,
        SESSION_MESSAGES.pastCutoff(72),
      );
      expect(session?.cutoffAt).toBe(new Date(Date.parse(session?.start ?? '') - 72 * HOUR_MS).toISOString());
    } finally {
      expectBody(await put('24'), 200, systemSettingSchema);
    }
  });

  it('an admin releases; a started session and a closed ticket are refused', async () => {
    const ticket = await kit.bookSlots(await kit.block(kit.ravi, 1));
    const [session] = await kit.sessionsOf(ticket);
    kit.clock.set(session?.start ?? '');
    expectError(
      await kit.cancel(ticket, session?.id ?? '', kit.admin, { reason: 'Too late' }),
      409,
      SESSION_MESSAGES.sessionStarted,
    );
    kit.clock.set(NOW);
    expectBody(
      await kit.cancel(ticket, session?.id ?? '', kit.admin, { reason: 'Consultant ill' }),
      200,
      ticketSessionDetailListSchema,
    );
    expect((await kit.history(ticket)).at(-1)).toMatchObject({
      event: 'session_released',
      changedBy: 'Asha Admin',
    });

    const closed = await kit.bookSlots(await kit.block(kit.ravi, 1));
    const [kept] = await kit.sessionsOf(closed);
    await kit.moveTo(kit.admin, closed.id, 'TopicClosed');
    expectError(
      await kit.cancel(closed, kept?.id ?? '', kit.admin, { reason: 'Closed now' }),
      409,
      SESSION_MESSAGES.ticketClosed,
    );
  });
});

describe('release on finish', () => {
  /** A ticket with one session that has passed by `NOW + 3 days` and one that has not. */
  async function ticketWithPastAndFuture() {
    const slots = await kit.block(kit.ravi, 2);
    const ticket = await kit.bookSlots([slots[0], slots[3]] as AvailabilitySlot[]);
    kit.clock.set(slots[2]?.slotStartTime ?? '');
    return { ticket, past: slots[0] as AvailabilitySlot, future: slots[3] as AvailabilitySlot };
  }

  it.each([
    ['Closed', (id: string) => kit.moveTo(kit.ravi, id, 'Closed', { hoursWorked: 1 })],
    ['TopicClosed', (id: string) => kit.moveTo(kit.admin, id, 'TopicClosed')],
    ['Paid', (id: string) => kit.moveTo(kit.admin, id, 'Paid')],
  ] as const)(
    '%s frees the future slots and keeps the past ones, with a kit.history entry',
    async (status, close) => {
      const { ticket, past, future } = await ticketWithPastAndFuture();
      await close(ticket.id);
      const held = await kit.holders(kit.ravi);
      expect(held.get(past.id)).toBe(ticket.id);
      expect(held.get(future.id)).toBeUndefined();
      const entries = await kit.history(ticket);
      expect(entries.at(-2)).toMatchObject({ event: 'status', toStatus: status });
      expect(entries.at(-1)).toMatchObject({ event: 'slots_released', fromStatus: status, toStatus: status });
      expect(entries.at(-1)?.comment).toContain(future.slotStartTime.slice(11, 16));
      expect((await kit.sessionsOf(ticket)).map((session) => session.id)).toEqual([past.id]);
      expectError(
        await kit.cancel(ticket, past.id, kit.admin, { reason: 'Closed now' }),
        409,
        SESSION_MESSAGES.ticketClosed,
      );
    },
  );

  it('a change to another status frees nothing and writes no such entry', async () => {
    const { ticket, future } = await ticketWithPastAndFuture();
    await kit.moveTo(kit.ravi, ticket.id, 'InProgress');
    expect((await kit.holders(kit.ravi)).get(future.id)).toBe(ticket.id);
    expect((await kit.history(ticket)).some((entry) => entry.event === 'slots_released')).toBe(false);
  });
});
