// Decision 021: a session moved to other free slots of its consultant, all or nothing.
import {
  type AvailabilitySlot,
  SESSION_MESSAGES,
  TICKET_MESSAGES,
  type Ticket,
  ticketSessionDetailListSchema,
} from '@basisdesk/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { useSessionKit } from '../../../test/session-kit';

const NOW = '2031-05-12T08:10:00.000Z';

const kit = useSessionKit({ now: NOW });

beforeEach(() => kit.clock.set(NOW));

describe('POST /api/SupportRequests/:orderId/sessions/:sessionId/reschedule', () => {
  let ticket: Ticket;
  let sessionId: string;
  let target: AvailabilitySlot[];
  beforeAll(async () => {
    ticket = await kit.bookSlots(await kit.block(kit.ravi, 1));
    sessionId = (await kit.sessionsOf(ticket))[0]?.id ?? '';
    target = await kit.block(kit.ravi, 2);
  });

  it("400 for the wrong number of slots, past slots or another consultant's", async () => {
    expectError(
      await kit.reschedule(ticket, sessionId, kit.meera, [target[0]?.id ?? '']),
      400,
      SESSION_MESSAGES.slotCountMismatch(2),
      {
        path: 'slotIds',
      },
    );
    const other = await kit.block(kit.priya, 1);
    expectError(
      await kit.reschedule(
        ticket,
        sessionId,
        kit.meera,
        other.map((slot) => slot.id),
      ),
      400,
      SESSION_MESSAGES.slotsNotBookable,
      {
        path: 'slotIds',
      },
    );
    kit.clock.set('2031-05-10T00:00:00.000Z');
    const past = await kit.publishBlock(kit.ravi, '2031-05-11T00:00:00.000Z', 1);
    kit.clock.set(NOW);
    expectError(
      await kit.reschedule(
        ticket,
        sessionId,
        kit.meera,
        past.map((slot) => slot.id),
      ),
      400,
      SESSION_MESSAGES.slotsNotBookable,
      {
        path: 'slotIds',
      },
    );
  });

  it('409 "already booked" for a slot another ticket holds', async () => {
    const taken = await kit.block(kit.ravi, 1);
    await kit.bookSlots(taken, kit.john);
    const response = await kit.reschedule(
      ticket,
      sessionId,
      kit.meera,
      taken.map((slot) => slot.id),
    );
    expectError(response, 409, TICKET_MESSAGES.slotAlreadyBooked);
    expect(response.json().error).toContain('already booked');
  });

  it('moves the session: the new slots held, the old ones free, the kit.history says from and to', async () => {
    const before = await kit.sessionsOf(ticket);
    const moved = expectBody(
      await kit.reschedule(ticket, sessionId, kit.meera, [target[1]?.id ?? '', target[2]?.id ?? '']),
      200,
      ticketSessionDetailListSchema,
    );
    expect(moved.map((session) => [session.id, session.start, session.end])).toEqual([
      [target[1]?.id, target[1]?.slotStartTime, target[2]?.slotEndTime],
    ]);
    const held = await kit.holders(kit.ravi);
    expect(held.get(target[1]?.id ?? '')).toBe(ticket.id);
    for (const id of before[0]?.slotIds ?? []) expect(held.get(id)).toBeUndefined();
    const last = (await kit.history(ticket)).at(-1);
    expect(last?.event).toBe('session_moved');
    expect(last?.comment).toMatch(
      /^Session moved from 2031-05-\d\d \d\d:\d\d–(2031-05-\d\d )?\d\d:\d\d UTC to 2031-05-\d\d \d\d:\d\d–(2031-05-\d\d )?\d\d:\d\d UTC$/,
    );
    sessionId = moved[0]?.id ?? '';
  });

  it('a move by half an hour keeps the slot both times share', async () => {
    const moved = expectBody(
      await kit.reschedule(ticket, sessionId, kit.meera, [target[2]?.id ?? '', target[3]?.id ?? '']),
      200,
      ticketSessionDetailListSchema,
    );
    expect(moved[0]?.slotIds).toEqual([target[2]?.id, target[3]?.id]);
    expect((await kit.holders(kit.ravi)).get(target[1]?.id ?? '')).toBeUndefined();
    sessionId = moved[0]?.id ?? '';
  });

  it('after the cut-off the customer is refused and the consultant may still move it', async () => {
    const late = await kit.bookSlots(await kit.publishSlots(kit.ravi, 1));
    const [session] = await kit.sessionsOf(late);
    const free = await kit.block(kit.ravi, 0.5);
    expectError(
      await kit.reschedule(late, session?.id ?? '', kit.meera, [free[0]?.id ?? '']),
      403,
      SESSION_MESSAGES.pastCutoff(24),
    );
    expectBody(
      await kit.reschedule(late, session?.id ?? '', kit.ravi, [free[0]?.id ?? '']),
      200,
      ticketSessionDetailListSchema,
    );
  });

  it('a session that moved meanwhile is a 409, an unknown one a 404, a closed ticket a 409', async () => {
    expectError(
      await kit.reschedule(ticket, target[1]?.id ?? '', kit.meera, [
        target[0]?.id ?? '',
        target[1]?.id ?? '',
      ]),
      409,
      SESSION_MESSAGES.changedMeanwhile,
    );
    expectError(
      await kit.reschedule(ticket, crypto.randomUUID(), kit.meera, [
        target[0]?.id ?? '',
        target[1]?.id ?? '',
      ]),
      404,
      SESSION_MESSAGES.sessionNotFound,
    );
    await kit.moveTo(kit.admin, ticket.id, 'TopicClosed');
    expectError(
      await kit.reschedule(ticket, target[2]?.id ?? '', kit.admin, [
        target[0]?.id ?? '',
        target[1]?.id ?? '',
      ]),
      409,
      SESSION_MESSAGES.ticketClosed,
    );
  });
});
