// A real server process made bookable through its API, the way people set it up: an admin (with
// the second factor the admin routes require), a type, a category, a consultant with slots, a
// customer. Kill tests start from it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createAvailabilityResponseSchema,
  isSecondFactorChallenge,
  loginResponseSchema,
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
import { expect, inject } from 'vitest';
import type { z } from 'zod';
import { totpCodeAt } from './second-factor-kit';
import type { ServerProcess } from './server-process';

const ADMIN = { email: 'ops@example.com', password: 'ops-password' };
const HOUR_MS = 60 * 60 * 1000;

/**
 * A server process's surroundings for a kill test: its own DATA_DIR (removed after), its own
 * database on PostgreSQL, no demo, ADMIN as its first admin. The test adds what it needs.
 */
export async function serverWorldEnv(name: string, cleanups: Array<() => Promise<void> | void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `basisdesk-${name}-`));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = await createDatabaseUrl(cleanups);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    SEED_DEMO: 'false',
    // The links in mails and invites (PORT=0 would make it http://localhost:0, which is no URL).
    APP_URL: 'http://app.test',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  return { dataDir, databaseUrl, env };
}

/** On PostgreSQL, a fresh database copied from the migrated template; on PGlite, none (DATA_DIR/db). */
async function createDatabaseUrl(cleanups: Array<() => Promise<void> | void>): Promise<string | null> {
  const testDatabaseUrl = inject('testDatabaseUrl');
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
export function apiOf(server: ServerProcess) {
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
export async function signInAdmin(call: ReturnType<typeof apiOf>): Promise<string> {
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
export async function arrangeBookable(server: ServerProcess) {
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
  // More than a day and two hours ahead, so that no reminder (a day and an hour before each
  // session) falls due while a test runs: the 24-hour one must not either.
  const firstStart = Math.ceil((Date.now() + 26 * HOUR_MS) / HOUR_MS) * HOUR_MS;
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

  /** The wizard's body for one booking of one slot. */
  const bookingOf = (slotId: string) => ({
    supportTypeId: type.id,
    supportCategoryId: category.id,
    title: 'Nightly transport import fails',
    description: 'The nightly transport import fails with RC 8',
    priority: 'Medium',
    consultantId: consultant.id,
    timeSlotIds: [slotId],
  });
  /** One booking of one slot, through POST SupportRequests as the wizard sends it. */
  const book = (slotId: string) =>
    call('POST', '/api/SupportRequests', customerToken, bookingOf(slotId), 201, ticketSchema);
  return { slotIds, book, customerToken, bookingOf, call };
}
