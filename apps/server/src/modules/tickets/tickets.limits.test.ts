import {
  type AvailabilitySlot,
  COMMENT_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  MAX_HOURS_WORKED,
  MAX_HOURS_WORKED_LIST_DIALOG,
  MAX_SLOTS_PER_TICKET,
  SESSION_MESSAGES,
  SESSION_REASON_MAX_LENGTH,
  SR_IDENTIFIER_MAX_LENGTH,
  TICKET_MESSAGES,
  type Ticket,
  ticketSchema,
} from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';

// Every limit the ticket screens enforce (spec §5, §9), sent over the API: just over it is refused
// in the screen's words, at it is accepted (decision 030; the hours by screen, decision 028).
const NOW = '2031-06-02T04:00:00.000Z';
const HOUR_MS = 60 * 60 * 1000;

const kit = useBookingKit({ now: NOW });
let meera: TestUser;
let ravi: TestUser;
let basis: Taxonomy;

/** Ravi's next block, an hour after the last, from past the customer's 24-hour cut-off. */
let block: (hours: number) => Promise<AvailabilitySlot[]>;

const create = (slots: AvailabilitySlot[], fields: Record<string, unknown> = {}) =>
  kit.createTicket(meera, kit.ticketBody(basis, ravi, slots, fields));

const closing = (ticket: Ticket, body: Record<string, unknown>) =>
  kit.changeStatus(ravi, ticket.id, { status: 'Closed', ...body });

beforeAll(async () => {
  basis = await kit.newTaxonomy();
  meera = await kit.newCustomer();
  ravi = await kit.newConsultant({ hourlyRate: 2000, skills: [{ typeId: basis.typeId }] });
  block = kit.blockSeries(ravi, new Date(Date.parse(NOW) + 26 * HOUR_MS).toISOString());
});

describe('limits the screens enforce, over the API', () => {
  it(`a request books at most ${MAX_SLOTS_PER_TICKET} slots: "${TICKET_MESSAGES.tooManySlots}"`, async () => {
    const slots = [...(await block(MAX_SLOTS_PER_TICKET / 2)), ...(await block(0.5))];
    expectError(await create(slots), 400, TICKET_MESSAGES.tooManySlots, { path: 'timeSlotIds' });
    expectBody(await create(slots.slice(0, MAX_SLOTS_PER_TICKET)), 201, ticketSchema);
  });

  it(`a description of at most ${DESCRIPTION_MAX_LENGTH} characters: "${TICKET_MESSAGES.descriptionTooLong}"`, async () => {
    const slots = await block(0.5);
    expectError(
      await create(slots, { description: 'd'.repeat(DESCRIPTION_MAX_LENGTH + 1) }),
      400,
      TICKET_MESSAGES.descriptionTooLong,
      { path: 'description' },
    );
    const ticket = expectBody(
      await create(slots, { description: 'd'.repeat(DESCRIPTION_MAX_LENGTH) }),
      201,
      ticketSchema,
    );
    expect(ticket.description).toHaveLength(DESCRIPTION_MAX_LENGTH);
  });

  it(`an SR identifier of at most ${SR_IDENTIFIER_MAX_LENGTH} characters: "${TICKET_MESSAGES.srIdentifierTooLong}"`, async () => {
    const slots = await block(0.5);
    expectError(
      await create(slots, { srIdentifier: `SR${'1'.repeat(SR_IDENTIFIER_MAX_LENGTH - 1)}` }),
      400,
      TICKET_MESSAGES.srIdentifierTooLong,
      { path: 'srIdentifier' },
    );
  });

  it(`a status comment of at most ${COMMENT_MAX_LENGTH} characters: "${TICKET_MESSAGES.commentTooLong}"`, async () => {
    const ticket = await kit.book(meera, ravi, basis, { slots: await block(0.5) });
    const comment = (text: string) =>
      kit.changeStatus(ravi, ticket.id, { status: 'InProgress', comment: text });
    expectError(await comment('c'.repeat(COMMENT_MAX_LENGTH + 1)), 400, TICKET_MESSAGES.commentTooLong, {
      path: 'comment',
    });
    expectBody(await comment('c'.repeat(COMMENT_MAX_LENGTH)), 200, ticketSchema);
  });

  it(`from the list's dialog, hours up to ${MAX_HOURS_WORKED_LIST_DIALOG} in its words; from the manage tab up to ${MAX_HOURS_WORKED}`, async () => {
    const fromList = await kit.book(meera, ravi, basis, { slots: await block(0.5) });
    const list = (body: Record<string, unknown>) => closing(fromList, { ...body, statusForm: 'list-dialog' });
    expectError(await list({ hoursWorked: 25 }), 400, TICKET_MESSAGES.hoursTooManyListDialog, {
      path: 'hoursWorked',
    });
    expectError(await list({ hoursWorked: 0 }), 400, TICKET_MESSAGES.hoursInvalidListDialog, {
      path: 'hoursWorked',
    });
    expectError(await list({}), 400, TICKET_MESSAGES.hoursInvalidListDialog, { path: 'hoursWorked' });
    expect(expectBody(await list({ hoursWorked: 24 }), 200, ticketSchema).hoursWorked).toBe(24);

    const fromManageTab = await kit.book(meera, ravi, basis, { slots: await block(0.5) });
    for (const body of [{ statusForm: 'manage-tab' }, {}]) {
      expectError(
        await closing(fromManageTab, { ...body, hoursWorked: MAX_HOURS_WORKED + 0.01 }),
        400,
        TICKET_MESSAGES.hoursTooMany,
        { path: 'hoursWorked' },
      );
    }
    expectError(await closing(fromManageTab, {}), 400, TICKET_MESSAGES.hoursRequired, {
      path: 'hoursWorked',
    });
    const closed = expectBody(await closing(fromManageTab, { hoursWorked: 25 }), 200, ticketSchema);
    expect(closed).toMatchObject({ hoursWorked: 25, calculatedAmount: 50_000 });
  });

  it(`a session's reason of at most ${SESSION_REASON_MAX_LENGTH} characters: "${SESSION_MESSAGES.reasonTooLong}"`, async () => {
    const slots = await block(0.5);
    const ticket = await kit.book(meera, ravi, basis, { slots });
    const release = (reason: string) =>
      kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${slots[0]?.id}/cancel`, ravi, { reason });
    expectError(
      await release('r'.repeat(SESSION_REASON_MAX_LENGTH + 1)),
      400,
      SESSION_MESSAGES.reasonTooLong,
      {
        path: 'reason',
      },
    );
    expect((await release('r'.repeat(SESSION_REASON_MAX_LENGTH))).statusCode).toBe(200);
  });

  it(`a move names at most ${MAX_SLOTS_PER_TICKET} slots`, async () => {
    const own = await block(0.5);
    const ticket = await kit.book(meera, ravi, basis, { slots: own });
    const many = [...(await block(MAX_SLOTS_PER_TICKET / 2)), ...(await block(0.5))];
    expectError(
      await kit.send('POST', `/api/SupportRequests/${ticket.id}/sessions/${own[0]?.id}/reschedule`, ravi, {
        slotIds: many.map((slot) => slot.id),
      }),
      400,
      SESSION_MESSAGES.slotCountMismatch(MAX_SLOTS_PER_TICKET),
      { path: 'slotIds' },
    );
  });
});
