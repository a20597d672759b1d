import { TICKET_MESSAGES } from '@basisdesk/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Taxonomy } from '../../../test/booking-kit';
import { useBookingKit } from '../../../test/booking-kit';
import { expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { payClosedTicket } from '../../../test/payment-kit';
import { type Caller, tokenOf } from '../../../test/send-request';
import { listedAudit } from './audit.test-kit';

const kit = useBookingKit();
let consultant: TestUser;
let taxonomy: Taxonomy;

const CONSULTANT_ADDRESS = '198.51.100.21';
const ADMIN_ADDRESS = '203.0.113.40';
const from = (user: TestUser, remoteAddress: string): Caller => ({ ...tokenOf(user), remoteAddress });

/** The records of `action` about one ticket, newest first. */
const recordsOf = async (action: string, ticketId: string) =>
  (await listedAudit(kit, `action=${action}&targetType=ticket&targetId=${ticketId}`)).filter(
    (record) => record.action === action,
  );

beforeAll(async () => {
  taxonomy = await kit.newTaxonomy();
  consultant = await kit.newConsultant({ hourlyRate: 2000, skills: [{ typeId: taxonomy.typeId }] });
});

describe('ticket status changes are on record', () => {
  it('each change names who made it, from where, and the status before and after', async () => {
    const ticket = await kit.book(kit.customer, consultant, taxonomy);
    await kit.moveTo(from(consultant, CONSULTANT_ADDRESS), ticket.id, 'InProgress');
    await kit.moveTo(from(consultant, CONSULTANT_ADDRESS), ticket.id, 'Closed', { hoursWorked: 1 });

    const records = await recordsOf('ticket.status-changed', ticket.id);
    expect(records.map((record) => [record.before, record.after])).toEqual([
      [{ status: 'InProgress' }, { status: 'Closed', paymentStatus: 'Pending', hoursWorked: 1 }],
      [{ status: 'New' }, { status: 'InProgress', paymentStatus: 'Pending', hoursWorked: null }],
    ]);
    for (const record of records) {
      expect(record).toMatchObject({
        actorId: consultant.id,
        actorEmail: consultant.email,
        actorRole: 'Consultant',
        clientAddress: CONSULTANT_ADDRESS,
        targetType: 'ticket',
        targetId: ticket.id,
      });
    }
    // A person's own status change is no payment recorded by hand.
    expect(await recordsOf('ticket.marked-paid', ticket.id)).toEqual([]);
  });

  it('a refused change leaves no record', async () => {
    const ticket = await kit.book(kit.customer, consultant, taxonomy);
    expectError(
      await kit.changeStatus(consultant, ticket.id, { status: 'Closed' }),
      400,
      TICKET_MESSAGES.hoursRequired,
    );
    expect(await recordsOf('ticket.status-changed', ticket.id)).toEqual([]);
  });
});

describe("an admin's manual Paid is on record", () => {
  it('as a status change and as a payment marked paid, with the admin and their address', async () => {
    const ticket = await kit.book(kit.customer, consultant, taxonomy);
    await kit.moveTo(consultant, ticket.id, 'Closed', { hoursWorked: 2 });
    await kit.moveTo(from(kit.admin, ADMIN_ADDRESS), ticket.id, 'Paid');

    const [markedPaid, ...others] = await recordsOf('ticket.marked-paid', ticket.id);
    expect(others).toEqual([]);
    expect(markedPaid).toMatchObject({
      actorId: kit.admin.id,
      actorRole: 'Admin',
      clientAddress: ADMIN_ADDRESS,
      before: { status: 'Closed' },
      after: { status: 'Paid', paymentStatus: 'Paid' },
    });
    const [statusChange] = await recordsOf('ticket.status-changed', ticket.id);
    expect(statusChange).toMatchObject({ actorId: kit.admin.id, after: { status: 'Paid' } });
  });

  it('a payment the customer makes in the app is a status change, not a payment marked paid', async () => {
    const ticket = await kit.book(kit.customer, consultant, taxonomy);
    await kit.moveTo(consultant, ticket.id, 'Closed', { hoursWorked: 1 });
    await payClosedTicket(kit.send, kit.customer, ticket.id);

    const [statusChange] = await recordsOf('ticket.status-changed', ticket.id);
    expect(statusChange).toMatchObject({ before: { status: 'Closed' }, after: { status: 'Paid' } });
    expect(await recordsOf('ticket.marked-paid', ticket.id)).toEqual([]);
  });
});
