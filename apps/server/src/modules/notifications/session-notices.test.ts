// Decisions 024 and 051: who is told of a cancelled, released or moved session, with its calendar
// invite: both people, the one who made the change too.
import type { Ticket } from '@basisdesk/shared';
import { inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories';
import { pairs, recipientsOf, since, useNoticeKit } from '../../../test/notification-kit';
import { slotsAt } from '../../../test/session-kit';
import { availabilitySlots } from '../../db/schema';

const NOW = '2031-05-12T08:10:00.000Z';

const kit = useNoticeKit({ now: NOW });

beforeEach(() => kit.clock.set(NOW));

describe('session changes', () => {
  const cancel = (ticket: Pick<Ticket, 'id'>, sessionId: string, caller: TestUser, body: object = {}) =>
    kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${sessionId}/cancel`, caller, body);
  const reschedule = (ticket: Pick<Ticket, 'id'>, sessionId: string, caller: TestUser, slotIds: string[]) =>
    kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${sessionId}/reschedule`, caller, {
      slotIds,
    });

  it("the customer's cancel tells both people, the customer too, with the invite's uid at the next sequence and the reason", async () => {
    const slots = await kit.block(2);
    const ticket = await kit.bookSlots(slotsAt(slots, 0, 1, 3));
    const [first, second] = slots;
    expect(
      (await cancel(ticket, first?.id ?? '', kit.meera, { reason: 'Travelling that day' })).statusCode,
    ).toBe(200);
    const rows = await kit.noticesOf(ticket, 'session.cancelled');
    expect(recipientsOf(rows)).toEqual(
      pairs([kit.meera.id, 'session.cancelled'], [kit.ravi.id, 'session.cancelled']),
    );
    expect(rows[0]?.payload).toEqual({
      session: { calendarUid: first?.id, sequence: 1, start: first?.slotStartTime, end: second?.slotEndTime },
      by: { id: kit.meera.id, name: 'Meera Iyer' },
      reason: 'Travelling that day',
      ticketEnded: false,
    });
  });

  it("the consultant's release and an admin's tell both people", async () => {
    const slots = await kit.block(3);
    const ticket = await kit.bookSlots(slotsAt(slots, 0, 2, 4));
    await cancel(ticket, slots[0]?.id ?? '', kit.ravi, { reason: 'Called away to an outage' });
    await cancel(ticket, slots[2]?.id ?? '', kit.admin, { reason: 'The consultant is unwell' });
    const rows = await kit.noticesOf(ticket, 'session.cancelled');
    expect(
      rows
        .map((row) => [row.recipientId, (row.payload as { session: { start: string } }).session.start])
        .sort(),
    ).toEqual(
      [
        [kit.meera.id, slots[0]?.slotStartTime],
        [kit.ravi.id, slots[0]?.slotStartTime],
        [kit.meera.id, slots[2]?.slotStartTime],
        [kit.ravi.id, slots[2]?.slotStartTime],
      ].sort(),
    );
  });

  it('a move keeps the calendar uid, raises the sequence and tells both people, the mover too; it writes no reminder', async () => {
    const slots = await kit.block(4);
    const ticket = await kit.bookSlots(slotsAt(slots, 0, 1));
    const [first, second, third, fourth, fifth] = slots;
    expect(
      (
        await reschedule(
          ticket,
          first?.id ?? '',
          kit.meera,
          slotsAt(slots, 3, 4).map((slot) => slot.id),
        )
      ).statusCode,
    ).toBe(200);
    const moved = await kit.noticesOf(ticket, 'session.moved');
    expect(recipientsOf(moved)).toEqual(
      pairs([kit.meera.id, 'session.moved'], [kit.ravi.id, 'session.moved']),
    );
    expect(moved[0]?.payload).toEqual({
      session: { calendarUid: first?.id, sequence: 1, start: fourth?.slotStartTime, end: fifth?.slotEndTime },
      previous: { start: first?.slotStartTime, end: second?.slotEndTime },
      by: { id: kit.meera.id, name: 'Meera Iyer' },
    });
    const held = await kit.database.db
      .select({
        id: availabilitySlots.id,
        uid: availabilitySlots.calendarUid,
        sequence: availabilitySlots.calendarSequence,
      })
      .from(availabilitySlots)
      .where(
        inArray(
          availabilitySlots.id,
          slotsAt(slots, 0, 1, 3, 4).map((slot) => slot.id),
        ),
      );
    expect(new Map(held.map((row) => [row.id, [row.uid, row.sequence]]))).toEqual(
      new Map([
        [first?.id, [null, 0]],
        [second?.id, [null, 0]],
        [fourth?.id, [first?.id, 1]],
        [fifth?.id, [first?.id, 1]],
      ]),
    );
    expect(await kit.noticesOf(ticket, 'session.reminder')).toEqual([]);

    // Moved again by the consultant: the same uid, sequence 2, told to both again.
    const [session] = await kit.sessionsOf(ticket);
    await reschedule(ticket, session?.id ?? '', kit.ravi, [third?.id ?? '', fourth?.id ?? '']);
    const again = since(moved, await kit.noticesOf(ticket, 'session.moved'));
    expect(recipientsOf(again)).toEqual(
      pairs([kit.meera.id, 'session.moved'], [kit.ravi.id, 'session.moved']),
    );
    expect(again[0]?.payload).toMatchObject({
      session: { calendarUid: first?.id, sequence: 2, start: third?.slotStartTime, end: fourth?.slotEndTime },
      previous: { start: fourth?.slotStartTime, end: fifth?.slotEndTime },
    });
  });
});
