// Decision 021: the agendas, a ticket's sessions with what the caller may do, and the consultant's
// own slots naming their ticket.
import {
  type AvailabilitySlot,
  availabilitySlotListSchema,
  TICKET_MESSAGES,
  type Ticket,
  upcomingSessionListSchema,
} from '@basisdesk/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { NO_TOKEN } from '../../../test/send-request';
import { useSessionKit } from '../../../test/session-kit';

const NOW = '2031-05-12T08:10:00.000Z';
const HOUR_MS = 60 * 60 * 1000;

const kit = useSessionKit({ now: NOW });

beforeEach(() => kit.clock.set(NOW));

describe('GET /api/SupportRequests/sessions/upcoming', () => {
  let ticket: Ticket;
  let slots: AvailabilitySlot[];
  beforeAll(async () => {
    slots = await kit.block(kit.ravi, 2);
    // Slots 0-1 touch: one session; slot 3 is another.
    ticket = await kit.bookSlots([slots[0], slots[1], slots[3]] as AvailabilitySlot[]);
  });

  it('401 without a token', async () => {
    expectError(
      await kit.send('GET', '/api/SupportRequests/sessions/upcoming', NO_TOKEN),
      ...AUTHENTICATION_REQUIRED,
    );
  });

  it("a customer's agenda lists their sessions by start, contiguous slots as one, naming both people and zones", async () => {
    const agenda = expectBody(
      await kit.send('GET', '/api/SupportRequests/sessions/upcoming', kit.meera),
      200,
      upcomingSessionListSchema,
    );
    const mine = agenda.filter((session) => session.ticketId === ticket.id);
    expect(mine.map((session) => [session.start, session.end, session.slotIds.length])).toEqual([
      [slots[0]?.slotStartTime, slots[1]?.slotEndTime, 2],
      [slots[3]?.slotStartTime, slots[3]?.slotEndTime, 1],
    ]);
    expect(mine[0]).toMatchObject({
      id: slots[0]?.id,
      orderNumber: ticket.orderNumber,
      consultant: { id: kit.ravi.id, name: 'Ravi Kumar', timeZone: 'Asia/Kolkata' },
      customer: { id: kit.meera.id, name: 'Meera Iyer', timeZone: null },
      ticketStatus: 'New',
    });
    const starts = agenda.map((session) => session.start);
    expect(starts).toEqual([...starts].sort());
  });

  it("the consultant's agenda holds the assigned sessions; another customer's and consultant's do not", async () => {
    const read = async (caller: TestUser) =>
      expectBody(
        await kit.send('GET', '/api/SupportRequests/sessions/upcoming', caller),
        200,
        upcomingSessionListSchema,
      );
    expect((await read(kit.ravi)).filter((session) => session.ticketId === ticket.id)).toHaveLength(2);
    expect((await read(kit.admin)).filter((session) => session.ticketId === ticket.id)).toHaveLength(2);
    expect((await read(kit.john)).some((session) => session.ticketId === ticket.id)).toBe(false);
    expect((await read(kit.priya)).some((session) => session.ticketId === ticket.id)).toBe(false);
  });

  it('a session that has ended leaves the agenda; one under way stays', async () => {
    const during = new Date(Date.parse(slots[1]?.slotStartTime ?? '') + 60_000).toISOString();
    kit.clock.set(during);
    const ids = expectBody(
      await kit.send('GET', '/api/SupportRequests/sessions/upcoming', kit.meera),
      200,
      upcomingSessionListSchema,
    ).map((session) => session.id);
    expect(ids).toContain(slots[0]?.id);
    kit.clock.set(slots[2]?.slotStartTime ?? '');
    const later = expectBody(
      await kit.send('GET', '/api/SupportRequests/sessions/upcoming', kit.meera),
      200,
      upcomingSessionListSchema,
    );
    expect(later.map((session) => session.id)).not.toContain(slots[0]?.id);
    expect(later.map((session) => session.id)).toContain(slots[3]?.id);
  });
});

describe('GET /api/SupportRequests/:orderId/sessions', () => {
  let ticket: Ticket;
  beforeAll(async () => {
    ticket = await kit.bookSlots(await kit.block(kit.ravi, 1));
  });

  it('404 for a ticket of another customer or consultant', async () => {
    for (const caller of [kit.john, kit.priya]) {
      expectError(
        await kit.send('GET', `/api/SupportRequests/${ticket.id}/sessions`, caller),
        404,
        TICKET_MESSAGES.ticketNotFound,
      );
    }
  });

  it('names the cut-off (24 hours before) and what the caller may do', async () => {
    const [session] = await kit.sessionsOf(ticket);
    expect(session?.cutoffAt).toBe(new Date(Date.parse(session?.start ?? '') - 24 * HOUR_MS).toISOString());
    expect(session).toMatchObject({ canCancel: true, canReschedule: true });
    kit.clock.set(new Date(Date.parse(session?.cutoffAt ?? '') + 1000).toISOString());
    expect((await kit.sessionsOf(ticket))[0]).toMatchObject({ canCancel: false, canReschedule: false });
    expect((await kit.sessionsOf(ticket, kit.ravi))[0]).toMatchObject({
      canCancel: true,
      canReschedule: true,
    });
  });
});

describe("the consultant's own slots name their ticket", () => {
  it('for the consultant and admins, never for others', async () => {
    const slots = await kit.block(kit.ravi, 0.5);
    const ticket = await kit.bookSlots(slots);
    const read = async (caller: TestUser) =>
      expectBody(
        await kit.send('GET', `/api/ConsultantAvailability/consultant/${kit.ravi.id}`, caller),
        200,
        availabilitySlotListSchema,
      ).find((slot) => slot.id === slots[0]?.id);
    expect(await read(kit.ravi)).toMatchObject({
      ticketId: ticket.id,
      orderNumber: ticket.orderNumber,
      isBooked: true,
    });
    expect(await read(kit.admin)).toMatchObject({ ticketId: ticket.id, orderNumber: ticket.orderNumber });
    const seenByOthers = await read(kit.meera);
    expect(seenByOthers?.isBooked).toBe(true);
    expect(seenByOthers).not.toHaveProperty('ticketId');
    expect(seenByOthers).not.toHaveProperty('orderNumber');
  });
});
