// Decision 057: at 75 % of a target the consultant is told, at the target the consultant and the
// admins; each once, whatever the scans; nothing for a clock that stopped or waits on the customer.
import { DEFAULT_SLA_SETTINGS, type SlaSettings } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openMessagingKit } from '../../../test/messaging-kit';
import { notificationsIn } from '../../../test/notification-kit';
import { useOpened } from '../../../test/use-opened';
import { ticketSla } from '../../db/schema';

// Monday 14 June 2027, 10:00 IST. The scan runs each minute from the app's start; the tests move
// the clock forward only.
const NOW = '2027-06-14T04:30:00.000Z';
const kit = useOpened(() => openMessagingKit({ now: NOW }));

const at = (minutes: number) => new Date(Date.parse(NOW) + minutes * 60_000).toISOString();

/** Runs the due jobs (the SLA scan among them) with the clock `minutes` after NOW. */
async function scanAt(minutes: number) {
  kit.clock.set(at(minutes));
  await kit.app.backgroundJobs.runDue();
}

/** The SLA mails of a ticket: [recipient, event, target]. */
async function slaMailsOf(ticketId: string) {
  const rows = (await notificationsIn(kit.database.db)).filter(
    (row) => row.ticketId === ticketId && row.event.startsWith('sla.'),
  );
  return rows.map((row) => [row.recipientId, row.event, (row.payload as { target: string }).target]);
}

async function bookVeryHigh(bookedAt: number) {
  kit.clock.set(at(bookedAt));
  const taxonomy = await kit.taxonomy();
  const consultant = await kit.newConsultant({ skills: [{ typeId: taxonomy.typeId }] });
  const customer = await kit.newCustomer();
  const ticket = await kit.book(customer, consultant, taxonomy, { priority: 'VeryHigh' });
  return { customer, consultant, ticket };
}

describe('the SLA warnings scan', () => {
  it('warns the consultant at 45 minutes of a Very High hour, tells the breach at 60 to them and the admins, each once', async () => {
    const { consultant, ticket } = await bookVeryHigh(0);
    const admins = [kit.admin.id];
    await scanAt(44);
    expect(await slaMailsOf(ticket.id)).toEqual([]);
    await scanAt(45);
    expect(await slaMailsOf(ticket.id)).toEqual([[consultant.id, 'sla.warning', 'firstResponse']]);
    await scanAt(50);
    expect(await slaMailsOf(ticket.id)).toHaveLength(1);
    await scanAt(61);
    const told = await slaMailsOf(ticket.id);
    expect(told.slice(1).sort()).toEqual(
      [consultant.id, ...admins].map((id) => [id, 'sla.breached', 'firstResponse']).sort(),
    );
    await scanAt(62);
    expect(await slaMailsOf(ticket.id)).toEqual(told);
    const [row] = await kit.database.db.select().from(ticketSla).where(eq(ticketSla.ticketId, ticket.id));
    expect(row).toMatchObject({
      firstResponseWarningToldAt: new Date(at(45)),
      firstResponseBreachToldAt: new Date(at(61)),
      resolutionWarningToldAt: null,
    });
  });

  it('an answer in time stops the first response; a clock waiting on the customer is not told; a breach found late is told without its warning', async () => {
    const answered = await bookVeryHigh(100);
    const waiting = await bookVeryHigh(100);
    const late = await bookVeryHigh(100);
    const conversation = await kit.conversationFor(answered.customer, answered.ticket.id);
    kit.clock.set(at(110));
    await kit.sendText(answered.consultant, conversation.id, 'On it: checking the work processes');
    await kit.moveTo(waiting.consultant, waiting.ticket.id, 'PendingCustomerAction');
    // The scan does not run again until an hour and a half after the bookings: every first
    // response is past due by then, and the resolutions at 37.5 % (the waiting one at 4 %).
    await scanAt(190);
    expect(await slaMailsOf(answered.ticket.id)).toEqual([]);
    expect(await slaMailsOf(waiting.ticket.id)).toEqual([]);
    const lateMails = await slaMailsOf(late.ticket.id);
    expect(lateMails.map(([, event, target]) => `${event}:${target}`).sort()).toEqual([
      'sla.breached:firstResponse',
      'sla.breached:firstResponse',
    ]);
    expect(lateMails.map(([recipient]) => recipient).sort()).toEqual(
      [late.consultant.id, kit.admin.id].sort(),
    );
    // 75 % of the 4-hour resolution: 3 hours after the booking.
    await scanAt(280);
    expect((await slaMailsOf(answered.ticket.id)).map(([, event, target]) => `${event}:${target}`)).toEqual([
      'sla.warning:resolution',
    ]);
    expect(await slaMailsOf(waiting.ticket.id)).toEqual([]);
  });

  it("new policies reach a running clock's stored row before the scan warns by them", async () => {
    const { ticket } = await bookVeryHigh(400);
    const settings = JSON.parse(JSON.stringify(DEFAULT_SLA_SETTINGS)) as SlaSettings;
    settings.policies.VeryHigh.firstResponse = { minutes: 120, clock: 'always' };
    kit.clock.set(at(401));
    expect((await kit.send('PUT', '/api/Admin/sla-settings', kit.admin, settings)).statusCode).toBe(200);
    try {
      // Under the old hour, 45 minutes would warn; under the new two hours, not before 90.
      await scanAt(446);
      const [row] = await kit.database.db.select().from(ticketSla).where(eq(ticketSla.ticketId, ticket.id));
      expect(row?.firstResponseDueAt).toEqual(new Date(at(520)));
      expect(row?.firstResponseWarnAt).toEqual(new Date(at(490)));
      expect(await slaMailsOf(ticket.id)).toEqual([]);
    } finally {
      expect(
        (await kit.send('PUT', '/api/Admin/sla-settings', kit.admin, DEFAULT_SLA_SETTINGS)).statusCode,
      ).toBe(200);
    }
  });
});
