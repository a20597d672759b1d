// Decision 032: a live stream belongs to its sign-in session. Whatever ends the session closes its
// streams within a second (measured here, in process; test/two-nodes.test.ts does it across nodes),
// a stream ends by itself when its session expires, and one person holds at most ten at once.
import type { AddressInfo } from 'node:net';
import {
  apiErrorSchema,
  LIVE_MESSAGES,
  liveTicketSchema,
  MAX_OPEN_LIVE_STREAMS_PER_USER,
} from '@basisdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBody } from '../../../test/expect-response';
import { DEFAULT_PASSWORD, type TestUser } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import type { Caller } from '../../../test/send-request';
import { openSse, type SseClient } from '../../../test/sse-client';
import { createSignInSessionsRepository } from '../sign-in-sessions/sign-in-sessions.repository';
import { SAFARI_ON_IPHONE, signInSessionKit } from '../sign-in-sessions/sign-in-sessions.test-kit';

const CLOSE_LIMIT_MS = 1000;
const suite = useRouteSuite();
const { signInFrom } = signInSessionKit(suite);
let base: string;
const opened: SseClient[] = [];

beforeAll(async () => {
  await suite.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(suite.app.server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const client of opened) client.close();
  // fetch (undici) may hold a connection that never carried a request, which the server's close
  // would wait for until its headers time out: the test's own client lets go.
  suite.app.server.closeAllConnections();
});

async function ticketFor(caller: Caller): Promise<string> {
  return expectBody(await suite.send('POST', '/api/live/ticket', caller), 200, liveTicketSchema).ticket;
}

async function openStream(caller: Caller): Promise<SseClient> {
  const client = await openSse(`${base}/api/live/stream?ticket=${await ticketFor(caller)}`);
  opened.push(client);
  expect(client.response.status).toBe(200);
  await client.waitFor((event) => event.event === 'ready');
  return client;
}

const isOpen = async (client: SseClient) =>
  (await Promise.race([
    client.ended.then(() => false),
    new Promise((resolve) => setTimeout(resolve, 100, true)),
  ])) as boolean;

/** How long after `act` began the stream ended: it must end within the second. */
async function closedAfter(client: SseClient, what: string, act: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await act();
  const endedAt = await Promise.race([
    client.ended.then(() => performance.now()),
    new Promise<null>((resolve) => setTimeout(resolve, 3 * CLOSE_LIMIT_MS, null)),
  ]);
  if (endedAt === null) throw new Error(`the stream was still open ${3 * CLOSE_LIMIT_MS} ms after ${what}`);
  const elapsed = endedAt - started;
  console.info(`live stream closed ${elapsed.toFixed(1)} ms after ${what} began`);
  expect(elapsed).toBeLessThan(CLOSE_LIMIT_MS);
  return elapsed;
}

describe('a live stream ends with its sign-in session', () => {
  it("closes within a second of its sign-out; the person's other sessions keep theirs", async () => {
    const user = await suite.newUser();
    const laptop = await signInFrom(user);
    const phone = await signInFrom(user, { userAgent: SAFARI_ON_IPHONE });
    const [laptopStream, secondTab, phoneStream] = [
      await openStream(laptop.caller),
      await openStream(laptop.caller),
      await openStream(phone.caller),
    ];
    await closedAfter(laptopStream, 'the sign-out', () =>
      suite.send('POST', '/api/auth/logout', laptop.caller),
    );
    await secondTab.ended;
    expect(await isOpen(phoneStream)).toBe(true);
  });

  it("closes the other sessions' streams within a second of a password change; this session's stays", async () => {
    const user = await suite.newUser();
    const laptop = await signInFrom(user);
    const phone = await signInFrom(user, { userAgent: SAFARI_ON_IPHONE });
    const [laptopStream, phoneStream] = [await openStream(laptop.caller), await openStream(phone.caller)];
    await closedAfter(laptopStream, 'the password change', () =>
      suite.send('PUT', '/api/users/change-password', phone.caller, {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: 'a-new-pass-9',
        confirmPassword: 'a-new-pass-9',
      }),
    );
    expect(await isOpen(phoneStream)).toBe(true);
  });

  it("closes every stream of the account within a second of an admin's deactivation", async () => {
    const user = await suite.newUser();
    const laptop = await signInFrom(user);
    const [first, second] = [await openStream(laptop.caller), await openStream(user)];
    await closedAfter(first, 'the deactivation', () =>
      suite.send('PUT', `/api/Users/${user.id}/status`, suite.admin, { status: 'Inactive' }),
    );
    await second.ended;
  });

  it('closes within a second when another session signs it out, or signs out everywhere else', async () => {
    const user = await suite.newUser();
    const laptop = await signInFrom(user);
    const tablet = await signInFrom(user);
    const phone = await signInFrom(user, { userAgent: SAFARI_ON_IPHONE });
    const [laptopStream, tabletStream, phoneStream] = [
      await openStream(laptop.caller),
      await openStream(tablet.caller),
      await openStream(phone.caller),
    ];
    await closedAfter(laptopStream, 'DELETE auth/sessions/{id}', () =>
      suite.send('DELETE', `/api/auth/sessions/${laptop.sessionId}`, phone.caller),
    );
    expect(await isOpen(tabletStream)).toBe(true);
    await closedAfter(tabletStream, '"Sign out everywhere else"', () =>
      suite.send('POST', '/api/auth/sessions/end-others', phone.caller),
    );
    expect(await isOpen(phoneStream)).toBe(true);
  });

  it('refuses a ticket whose session ended before it was redeemed', async () => {
    const user = await suite.newUser();
    const laptop = await signInFrom(user);
    const ticket = await ticketFor(laptop.caller);
    expect((await suite.send('POST', '/api/auth/logout', laptop.caller)).statusCode).toBe(204);
    const response = await fetch(`${base}/api/live/stream?ticket=${ticket}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: LIVE_MESSAGES.invalidTicket, code: 'UNAUTHENTICATED' });
  });

  it("ends by itself when its session's token expires", async () => {
    const user: TestUser = await suite.newUser();
    // A session a second and a half from its end, as a token issued 8 hours ago would be.
    const sessionId = crypto.randomUUID();
    const now = suite.clock.now();
    await createSignInSessionsRepository(suite.database.db).insert({
      id: sessionId,
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 1500),
      userAgent: null,
      ipAddress: null,
    });
    const started = performance.now();
    const stream = await openStream({ ...user, sessionId });
    await stream.ended;
    const elapsed = performance.now() - started;
    console.info(
      `live stream ended ${elapsed.toFixed(1)} ms after it opened, its session due to end at 1500 ms`,
    );
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(1500 + CLOSE_LIMIT_MS);
  });
});

describe(`at most ${MAX_OPEN_LIVE_STREAMS_PER_USER} open streams per person`, () => {
  it('the next is 429 in the error shape; once one closes, a new one opens; others are not affected', async () => {
    const user = await suite.newUser();
    const streams: SseClient[] = [];
    for (let n = 0; n < MAX_OPEN_LIVE_STREAMS_PER_USER; n += 1) streams.push(await openStream(user));

    const refused = await fetch(`${base}/api/live/stream?ticket=${await ticketFor(user)}`);
    expect(refused.status).toBe(429);
    expect(apiErrorSchema.strict().parse(await refused.json())).toEqual({
      error: 'Too many open live connections. Close another tab and try again.',
      code: 'RATE_LIMITED',
    });
    // Another person is not held back by this one's tabs.
    await openStream(await suite.newUser());

    streams[0]?.close();
    // The server hears the hang-up a moment later: a new tab retries as the web client does.
    await expect
      .poll(
        async () => {
          const retry = await openSse(`${base}/api/live/stream?ticket=${await ticketFor(user)}`);
          opened.push(retry);
          // A refusal is read to its end, so that its connection is let go.
          if (retry.response.status !== 200) await retry.response.text();
          return retry.response.status;
        },
        { timeout: 2000, interval: 100 },
      )
      .toBe(200);
  });
});
