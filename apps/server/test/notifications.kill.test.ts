// Issue 16's proof that a node dying mid-send loses no mail and doubles at most one: the real
// server process, a real SMTP server that hangs in the middle of a message, kill -9, a restart on
// the same data, and every mail counted by its Message-ID.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  adminNotificationPageSchema,
  createAvailabilityResponseSchema,
  isSecondFactorChallenge,
  loginResponseSchema,
  type NotificationEvent,
  recoveryCodesSchema,
  secondFactorSetupSchema,
  signedInResponseSchema,
  supportCategorySchema,
  supportTypeSchema,
  systemSettingSchema,
  ticketSchema,
  userSchema,
} from '@basisdesk/shared';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import { openDatabase } from '../src/db/client';
import { notificationsIn } from './notification-kit';
import { totpCodeAt } from './second-factor-kit';
import { type ServerProcess, startListening, stopServer } from './server-process';
import { startSmtpSink } from './smtp-sink';

const BOOKINGS = 50;
/** Two mails a booking: the customer's confirmation and the consultant's notice. */
const BOOKING_EVENTS: NotificationEvent[] = ['booking.confirmed', 'booking.received'];
/**
 * Long enough that the hung send is still waiting when the process is killed (the bookings take a
 * few seconds); the lease of a claimed mail is 2 × this + 10 s, which is how long the restarted
 * server waits before it takes the killed one's mails again.
 */
const MAIL_TIMEOUT_SECONDS = 8;
const ADMIN = { email: 'ops@example.com', password: 'ops-password' };
const HOUR_MS = 60 * 60 * 1000;

const testDatabaseUrl = inject('testDatabaseUrl');
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** On PostgreSQL, a fresh database copied from the migrated template; on PGlite, none (DATA_DIR/db). */
async function createDatabaseUrl(): Promise<string | null> {
  if (!testDatabaseUrl) return null;
  const name = `basisdesk_kill_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: testDatabaseUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** JSON calls to a running server, failing loudly on any status but the expected one. */
function apiOf(server: ServerProcess) {
  return async function call<Schema extends z.ZodType>(
    method: string,
    url: string,
    token: string | null,
    body: unknown,
    expected: number,
    schema: Schema,
  ): Promise<z.infer<Schema>> {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (response.status !== expected) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return schema.parse(JSON.parse(text));
  };
}

/** The ops admin's recovery codes, from setting up their second factor at their first sign-in. */
const adminRecoveryCodes: string[] = [];

/**
 * The ops admin's token. The first sign-in sets up the second factor the admin routes require (the
 * way a new admin must); every later one answers the challenge with one of its recovery codes.
 */
async function signInAdmin(call: ReturnType<typeof apiOf>): Promise<string> {
  const answer = await call('POST', '/api/auth/login', null, ADMIN, 200, loginResponseSchema);
  if (isSecondFactorChallenge(answer)) {
    const code = adminRecoveryCodes.pop();
    const body = { challengeToken: answer.challengeToken, code };
    return (await call('POST', '/api/auth/login/second-factor', null, body, 200, signedInResponseSchema))
      .token;
  }
  const setUp = await call(
    'POST',
    '/api/auth/second-factor/setup',
    answer.token,
    undefined,
    200,
    secondFactorSetupSchema,
  );
  const code = await totpCodeAt(setUp.secret);
  const confirmed = await call(
    'POST',
    '/api/auth/second-factor/confirm',
    answer.token,
    { code },
    200,
    recoveryCodesSchema,
  );
  adminRecoveryCodes.push(...confirmed.recoveryCodes);
  return answer.token;
}

/** An admin builds a type, a category and a consultant with 64 free slots; a customer signs in. */
async function arrangeBookable(server: ServerProcess) {
  const call = apiOf(server);
  const signIn = async (email: string, password: string) =>
    (await call('POST', '/api/auth/login', null, { email, password }, 200, signedInResponseSchema)).token;
  const admin = await signInAdmin(call);
  const type = await call(
    'POST',
    '/api/SupportTaxonomy/admin/types',
    admin,
    { name: 'Kill Test Type', shortCode: 'KT' },
    201,
    supportTypeSchema,
  );
  const category = await call(
    'POST',
    '/api/SupportTaxonomy/admin/categories',
    admin,
    { supportTypeId: type.id, name: 'Kill Test Category', shortCode: 'KC' },
    201,
    supportCategorySchema,
  );
  const newUser = (role: 'Customer' | 'Consultant', email: string) =>
    call(
      'POST',
      '/api/Users',
      admin,
      { email, password: 'person-password', firstName: role, lastName: 'Person', role },
      201,
      userSchema,
    );
  const consultant = await newUser('Consultant', 'consultant@example.com');
  await newUser('Customer', 'customer@example.com');
  await call('PUT', `/api/users/${consultant.id}/hourly-rate`, admin, { hourlyRate: 1500 }, 200, userSchema);
  const skillResponse = await fetch(
    `${server.baseUrl}/api/SupportTaxonomy/consultant/${consultant.id}/skills`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ supportTypeId: type.id, supportCategoryId: null }),
    },
  );
  expect(skillResponse.status).toBe(201);
  // Two hours ahead at least, so that no reminder (the latest is an hour before) falls due here.
  const firstStart = Math.ceil((Date.now() + 2 * HOUR_MS) / HOUR_MS) * HOUR_MS;
  const slotIds: string[] = [];
  for (let block = 0; block < 4; block++) {
    const start = firstStart + block * 9 * HOUR_MS;
    const { slots } = await call(
      'POST',
      '/api/ConsultantAvailability',
      admin,
      {
        consultantId: consultant.id,
        slotStartTime: new Date(start).toISOString(),
        slotEndTime: new Date(start + 8 * HOUR_MS).toISOString(),
      },
      201,
      createAvailabilityResponseSchema,
    );
    slotIds.push(...slots.map((slot) => slot.id));
  }
  // The one customer books up to 32 hours ahead: above the unpaid-hours cap's default.
  await call(
    'PUT',
    '/api/SystemSettings/MaxUnpaidBookedHours',
    admin,
    { value: '40' },
    200,
    systemSettingSchema,
  );
  const customerToken = await signIn('customer@example.com', 'person-password');

  /** One booking of one slot, through POST SupportRequests as the wizard sends it. */
  const book = (slotId: string) =>
    call(
      'POST',
      '/api/SupportRequests',
      customerToken,
      {
        supportTypeId: type.id,
        supportCategoryId: category.id,
        description: 'The nightly transport import fails with RC 8',
        priority: 'Medium',
        consultantId: consultant.id,
        timeSlotIds: [slotId],
      },
      201,
      ticketSchema,
    );
  return { slotIds, book };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('kill -9 of the server while a mail is in flight', () => {
  it('after the restart every queued mail arrives, and only the one in flight twice, with the same Message-ID', async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basisdesk-kill-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const databaseUrl = await createDatabaseUrl();
    const env = {
      DATA_DIR: dataDir,
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      SEED_DEMO: 'false',
      // The links in mails and invites (PORT=0 would make it http://localhost:0, which is no URL).
      APP_URL: 'http://app.test',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: sink.url,
      MAIL_TIMEOUT_SECONDS: String(MAIL_TIMEOUT_SECONDS),
    };

    // The mail server hangs from the first message on: the delivery's first mail is read in full
    // and never answered, its others wait; the bookings' mails pile up in the outbox meanwhile.
    sink.stall();
    const first = await startListening(env);
    cleanups.push(() => {
      first.child.kill('SIGKILL');
    });
    const { slotIds, book } = await arrangeBookable(first);
    const countOf = await adminCounts(first);
    const booked = [];
    for (let n = 0; n < BOOKINGS; n += 10) {
      booked.push(...(await Promise.all(slotIds.slice(n, n + 10).map(book))));
    }
    expect(booked).toHaveLength(BOOKINGS);
    for (const event of BOOKING_EVENTS) expect(await countOf(event)).toBe(BOOKINGS);
    await sink
      .waitUntil(() => sink.unanswered.length === 1, 10_000, 'a message in flight')
      .catch((error: Error) => {
        throw new Error(`${error.message}; the server said:\n${first.output().slice(-4000)}`);
      });
    // Nothing but the hung message reached the mail server: the rest is queued.
    expect(sink.received).toHaveLength(1);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(first.child.signalCode).toBe('SIGKILL');
    sink.resume();

    const second = await startListening(env);
    cleanups.push(() => {
      second.child.kill('SIGKILL');
    });
    const sentOf = await adminCounts(second);
    // The lease of the killed node's mails runs out (2 × timeout + 10 s), then they go again.
    await waitFor(
      async () =>
        (await sentOf('booking.confirmed', 'sent')) === BOOKINGS &&
        (await sentOf('booking.received', 'sent')) === BOOKINGS,
      (2 * MAIL_TIMEOUT_SECONDS + 10) * 1000 + 20_000,
      'every booking mail sent',
    );
    expect(await stopServer(second)).toBe(0);

    // The outbox as the restarted server left it, read straight from its database.
    const database = await openDatabase({
      databaseUrl: databaseUrl ?? undefined,
      pgliteDir: path.join(dataDir, 'db'),
    });
    const rows = (await notificationsIn(database.db)).filter((row) =>
      BOOKING_EVENTS.includes(row.event as NotificationEvent),
    );
    await database.close();
    expect(rows).toHaveLength(2 * BOOKINGS);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);

    const timesReceived = new Map<string, number>();
    for (const mail of sink.received)
      timesReceived.set(mail.messageId, (timesReceived.get(mail.messageId) ?? 0) + 1);
    const ids = rows.map((row) => row.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    // Every mail arrived, and nothing arrived that the outbox does not hold.
    expect(ids.filter((id) => !timesReceived.has(id))).toEqual([]);
    expect([...timesReceived.keys()].filter((id) => !ids.includes(id))).toEqual([]);
    // Once each, except the one the killed server was sending: twice, under the same Message-ID.
    const [inFlight] = sink.unanswered;
    const twice = [...timesReceived].filter(([, times]) => times > 1);
    expect(twice).toEqual([[inFlight?.messageId, 2]]);
    expect(sink.received).toHaveLength(2 * BOOKINGS + 1);
    const copies = sink.received.filter((mail) => mail.messageId === inFlight?.messageId);
    expect(copies.map((mail) => [mail.to, mail.subject])).toEqual([
      [inFlight?.to, inFlight?.subject],
      [inFlight?.to, inFlight?.subject],
    ]);
    // The resent mail went at the row's second attempt: the first was the killed server's.
    const resent = rows.find((row) => row.messageId === inFlight?.messageId);
    expect(resent?.attempts).toBe(2);
  }, 120_000);
});

/** How many notifications of an event the admin list of a server holds, of one status or of all. */
async function adminCounts(server: ServerProcess) {
  const call = apiOf(server);
  const token = await signInAdmin(call);
  return async (event: NotificationEvent, status?: 'sent') => {
    const query = new URLSearchParams({ event, pageSize: '1', ...(status && { status }) });
    const page = await call(
      'GET',
      `/api/admin/notifications?${query}`,
      token,
      undefined,
      200,
      adminNotificationPageSchema,
    );
    return page.total;
  };
}
