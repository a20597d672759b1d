import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { ticketStatusHistory, tickets } from '../schema';
import { seedDemoTickets } from './demo-tickets';
import { runFirstRun } from './first-run';

const silentLog = { info: () => {}, warn: () => {} } as never;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await runFirstRun(ctx.database.db, { seedDemo: true }, silentLog);
});
afterAll(() => ctx.close());

describe('seedDemoTickets', () => {
  it('raises three numbered tickets through the API: one New, one In Progress, one Closed with hours', async () => {
    expect(await seedDemoTickets(ctx.app, silentLog)).toBe(3);

    const rows = await ctx.database.db
      .select()
      .from(tickets)
      .orderBy(asc(tickets.createdAt), asc(tickets.orderNumber));
    expect(rows.map((row) => row.status).sort()).toEqual(['Closed', 'InProgress', 'New']);
    for (const row of rows) expect(row.orderNumber).toMatch(/^[A-Z0-9]{6}[0-3]\d{4}\d{5}$/);
    expect(rows.map((row) => row.orderNumber.slice(-5)).sort()).toEqual(['00001', '00002', '00003']);

    const closed = rows.find((row) => row.status === 'Closed');
    expect(closed).toMatchObject({ hoursWorked: 1.5, paymentStatus: 'Pending' });
    // Kavya's rate (₹3,200.00) × 1.5 hours.
    expect(closed?.amountPaise).toBe(480_000);
    const history = await ctx.database.db
      .select({ to: ticketStatusHistory.toStatus })
      .from(ticketStatusHistory)
      .where(eq(ticketStatusHistory.ticketId, closed?.id ?? ''))
      .orderBy(asc(ticketStatusHistory.changedAt));
    // Closing freed the ticket's slots that were still ahead: one more entry, the status kept.
    expect(history.map((entry) => entry.to)).toEqual(['New', 'InProgress', 'Closed', 'Closed']);
  });
});
