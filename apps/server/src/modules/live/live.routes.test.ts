import type { AddressInfo } from 'node:net';
import { liveTicketSchema, type Ticket } from '@basisdesk/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Taxonomy, useBookingKit } from '../../../test/booking-kit';
import { AUTHENTICATION_REQUIRED, expectBody, expectError } from '../../../test/expect-response';
import type { TestUser } from '../../../test/factories';
import { NO_TOKEN } from '../../../test/send-request';
import { openSse, type SseClient } from '../../../test/sse-client';
import { users } from '../../db/schema';

const kit = useBookingKit({ now: '2031-05-12T08:10:00.000Z' });
let base: string;
let meera: TestUser;
let ravi: TestUser;
let basis: Taxonomy;
const opened: SseClient[] = [];

beforeAll(async () => {
  await kit.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(kit.app.server.address() as AddressInfo).port}`;
  meera = await kit.newCustomer({ firstName: 'Meera', lastName: 'Iyer' });
  basis = await kit.newTaxonomy();
  ravi = await kit.newConsultant({ hourlyRate: 1500, skills: [{ typeId: basis.typeId }] });
});
afterAll(() => {
  for (const client of opened) client.close();
});

async function ticketFor(user: TestUser): Promise<string> {
  const response = await kit.send('POST', '/api/live/ticket', user);
  return expectBody(response, 200, liveTicketSchema).ticket;
}

async function connect(user: TestUser, query = '', headers: Record<string, string> = {}): Promise<SseClient> {
  const client = await openSse(`${base}/api/live/stream?ticket=${await ticketFor(user)}${query}`, headers);
  opened.push(client);
  await client.waitFor((event) => event.event === 'ready' || event.event === 'resync');
  return client;
}

describe('POST /api/live/ticket', () => {
  it('401 without a token', async () => {
    expectError(await kit.send('POST', '/api/live/ticket', NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  });

  it('answers a random ticket valid for 30 seconds', async () => {
    const response = await kit.send('POST', '/api/live/ticket', meera);
    const body = expectBody(response, 200, liveTicketSchema);
    expect(body.expiresInSeconds).toBe(30);
    expect(body.ticket).toMatch(/^[\w-]{32}$/);
    expect(await ticketFor(meera)).not.toBe(body.ticket);
  });
});

describe('GET /api/live/stream', () => {
  it('401 for an unknown ticket, and for a ticket used once already', async () => {
    const unknown = await fetch(`${base}/api/live/stream?ticket=nope`);
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    const ticket = await ticketFor(meera);
    const first = await openSse(`${base}/api/live/stream?ticket=${ticket}`);
    opened.push(first);
    expect(first.response.status).toBe(200);
    const again = await fetch(`${base}/api/live/stream?ticket=${ticket}`);
    expect(again.status).toBe(401);
    first.close();
  });

  it('400 without a ticket', async () => {
    expect((await fetch(`${base}/api/live/stream`)).status).toBe(400);
  });

  it('401 when the session ended between issuing and redeeming (token version moved on)', async () => {
    const user = await kit.newCustomer();
    const ticket = await ticketFor(user);
    await kit.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    expect((await fetch(`${base}/api/live/stream?ticket=${ticket}`)).status).toBe(401);
  });

  it('opens an event stream that proxies must not buffer, with a retry hint and a ready event', async () => {
    const client = await connect(meera);
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(client.response.headers.get('cache-control')).toBe('no-cache');
    expect(client.response.headers.get('x-accel-buffering')).toBe('no');
    expect(client.retry).toBe(3000);
    expect(client.events[0]).toMatchObject({ event: 'ready', data: null });
    expect(client.events[0]?.id).toMatch(/^\d+$/);
    client.close();
  });

  describe('ticket.updated', () => {
    let ticket: Ticket;
    beforeAll(async () => {
      ticket = await kit.book(meera, ravi, basis);
    });

    it('reaches the customer, the consultant and the admins; the consultant never sees payment', async () => {
      const [customer, consultant, admin, stranger] = await Promise.all([
        connect(meera),
        connect(ravi),
        connect(kit.admin),
        connect(await kit.newCustomer()),
      ]);
      await kit.moveTo(ravi, ticket.id, 'Closed', { hoursWorked: 1 });
      const isThis = (event: { event: string; data: unknown }) =>
        event.event === 'ticket.updated' && (event.data as { orderId: string }).orderId === ticket.id;
      expect((await customer.waitFor(isThis)).data).toEqual({
        orderId: ticket.id,
        status: 'Closed',
        paymentStatus: 'Pending',
      });
      expect((await admin.waitFor(isThis)).data).toMatchObject({
        status: 'Closed',
        paymentStatus: 'Pending',
      });
      expect((await consultant.waitFor(isThis)).data).toEqual({ orderId: ticket.id, status: 'Closed' });
      const heardBefore = consultant.events.length;

      // The admin records a payment made outside the app: the consultant still reads Closed, so
      // is told nothing (a payment is not theirs to see, not even as an event with no news).
      await kit.moveTo(kit.admin, ticket.id, 'Paid');
      const paid = (event: { event: string; data: unknown }) =>
        isThis(event) && (event.data as { status: string }).status === 'Paid';
      expect((await customer.waitFor(paid)).data).toMatchObject({ status: 'Paid', paymentStatus: 'Paid' });
      expect((await admin.waitFor(paid)).data).toMatchObject({ status: 'Paid', paymentStatus: 'Paid' });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(consultant.events.slice(heardBefore).filter(isThis)).toEqual([]);
      expect(stranger.events.filter((event) => event.event === 'ticket.updated')).toEqual([]);
    });
  });

  it('replays what was missed after Last-Event-ID (header or query), and resyncs when it is gone', async () => {
    const user = await kit.newCustomer();
    const first = await connect(user);
    const startId = Number(first.events[0]?.id);
    first.close();
    await kit.app.live.publishNow([user.id], { type: 'test.one', data: { n: 1 } });
    await kit.app.live.publishNow([user.id], { type: 'test.two', data: { n: 2 } });

    const byHeader = await openSse(`${base}/api/live/stream?ticket=${await ticketFor(user)}`, {
      'last-event-id': String(startId),
    });
    opened.push(byHeader);
    await byHeader.waitFor((event) => event.event === 'test.two');
    expect(byHeader.events.map((event) => [event.id, event.event])).toEqual([
      [String(startId + 1), 'test.one'],
      [String(startId + 2), 'test.two'],
    ]);
    byHeader.close();

    const byQuery = await openSse(
      `${base}/api/live/stream?ticket=${await ticketFor(user)}&lastEventId=${startId + 1}`,
    );
    opened.push(byQuery);
    await byQuery.waitFor((event) => event.event === 'test.two');
    expect(byQuery.events.map((event) => event.event)).toEqual(['test.two']);
    byQuery.close();

    const ahead = await connect(user, '&lastEventId=999999');
    expect(ahead.events.map((event) => [event.id, event.event])).toEqual([[String(startId + 2), 'resync']]);
    ahead.close();
  });

  it('closing the app ends the open streams instead of waiting on them', async () => {
    // A second app of its own, so that this suite's app stays open for the other tests.
    const { openRouteSuite } = await import('../../../test/route-suite');
    const other = await openRouteSuite();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as AddressInfo).port;
    const response = await other.send('POST', '/api/live/ticket', other.customer);
    const { ticket } = expectBody(response, 200, liveTicketSchema);
    const client = await openSse(`http://127.0.0.1:${port}/api/live/stream?ticket=${ticket}`);
    await client.waitFor((event) => event.event === 'ready');
    const started = performance.now();
    const closing = other.close();
    await client.ended;
    const elapsed = performance.now() - started;
    await closing;
    // The in-flight drain would wait 5 s on a stream it could not end.
    expect(elapsed).toBeLessThan(2000);
  });
});
