import crypto from 'node:crypto';
import {
  AUTH_MESSAGES,
  loginResponseSchema,
  passwordResetMessageSchema,
  SIGN_IN_LOCK_MINUTES_DEFAULT,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS_DEFAULT,
} from '@basisdesk/shared';
import { Redis } from 'ioredis';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectBody, expectError } from '../../../test/expect-response';
import { createUser, DEFAULT_PASSWORD, type TestUser, uniqueEmail } from '../../../test/factories';
import { notificationsIn } from '../../../test/notification-kit';
import { useRedisClients } from '../../../test/redis-clients';
import type { TestContext } from '../../../test/test-app';
import type { AppDeps } from '../../app-config';
import { useAuthSuite } from './auth.test-kit';

// Sign-in's defences against guessing (decision 033), on each store the counters can live in.
// Each suite sets the per-account limit to 10 through the admin's setting; the per-address limit
// and the window stay at their defaults (100 failures, 30 minutes).
const LIMIT = 10;
const REFUSED = /^Too many attempts\. Please try again in /;

/** A client address of its own for each test: counters per address outlive a test. */
const newAddress = () =>
  `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;

const countStatuses = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

/** The per-account limit, set as an admin sets it. */
async function setAccountLimit(ctx: TestContext) {
  const admin = await createUser(ctx.database.db, { role: 'Admin' });
  const saved = await ctx.send('PUT', '/api/SystemSettings/SignInMaxFailuresPerAccount', admin, {
    value: String(LIMIT),
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

function describeSignInDefences(store: string, deps: () => Partial<Omit<AppDeps, 'database'>>) {
  describe(`sign-in defences, counters ${store}`, () => {
    const { ctx, post, resetLinkFromMail } = useAuthSuite(deps);

    const signIn = (email: string, password: string, address: string) =>
      post('/api/auth/login', { email, password }, address);
    const wrong = (email: string, address: string) => signIn(email, 'wrong-password', address);
    const newUser = () => createUser(ctx.database.db);

    beforeAll(() => setAccountLimit(ctx));

    async function resetPassword(user: TestUser, address: string, password = 'fresh-after-reset-4') {
      const asked = await post('/api/auth/forgot-password', { email: user.email }, address);
      expectBody(asked, 202, passwordResetMessageSchema);
      const link = await resetLinkFromMail(user.email);
      const reset = await post(
        '/api/auth/reset-password',
        { ...link, newPassword: password, confirmPassword: password },
        address,
      );
      expectBody(reset, 200, passwordResetMessageSchema);
      return password;
    }

    it(`40 wrong passwords at once for one account: ${LIMIT} checked (401), 30 refused unchecked (429)`, async () => {
      const user = await newUser();
      const address = newAddress();
      const answers = await Promise.all(Array.from({ length: 40 }, () => wrong(user.email, address)));
      expect(countStatuses(answers.map((answer) => answer.statusCode))).toEqual({ 401: LIMIT, 429: 30 });
      expectError(answers.find((answer) => answer.statusCode === 429)!, 429, REFUSED, {
        code: 'RATE_LIMITED',
      });
      // The right password waits too, from anywhere.
      expectError(await signIn(user.email, DEFAULT_PASSWORD, newAddress()), 429, REFUSED);
    });

    it('3 addresses × 10 wrong passwords: the account is locked after 10 in all', async () => {
      const user = await newUser();
      const statuses: number[] = [];
      for (const address of [newAddress(), newAddress(), newAddress()]) {
        for (let i = 0; i < 10; i += 1) statuses.push((await wrong(user.email, address)).statusCode);
      }
      expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
      expect(statuses.slice(LIMIT)).toEqual(Array(30 - LIMIT).fill(429));
      expectError(await signIn(user.email, DEFAULT_PASSWORD, newAddress()), 429, REFUSED);
    });

    it('an unknown address is counted and answered as a known one, in any letter case', async () => {
      const email = uniqueEmail('nobody');
      const address = newAddress();
      const answers = [];
      for (let i = 0; i <= LIMIT; i += 1) {
        answers.push(await wrong(i % 2 ? email.toUpperCase() : email, address));
      }
      for (const answer of answers.slice(0, LIMIT))
        expectError(answer, 401, AUTH_MESSAGES.invalidCredentials, { code: 'INVALID_CREDENTIALS' });
      expectError(answers[LIMIT]!, 429, REFUSED);
    });

    it("a success clears the account's count: 9 wrong, right, then 10 more wrong before the lock", async () => {
      const user = await newUser();
      const address = newAddress();
      for (let i = 0; i < LIMIT - 1; i += 1) expect((await wrong(user.email, address)).statusCode).toBe(401);
      expectBody(await signIn(user.email, DEFAULT_PASSWORD, address), 200, loginResponseSchema);
      for (let i = 0; i < LIMIT; i += 1) expect((await wrong(user.email, address)).statusCode).toBe(401);
      expect((await wrong(user.email, address)).statusCode).toBe(429);
    });

    it('one security mail per lock, even from 40 at once', async () => {
      const user = await newUser();
      const address = newAddress();
      const locksOf = async () =>
        (await notificationsIn(ctx.database.db, 'security.signInLocked')).filter(
          (row) => row.recipientId === user.id,
        );
      await Promise.all(Array.from({ length: 40 }, () => wrong(user.email, address)));
      // Written beside the answer, not before it: a known address answers as fast as an unknown one.
      await expect.poll(async () => (await locksOf()).length).toBe(1);
      const [notice] = await locksOf();
      expect(notice).toMatchObject({ category: 'security', ticketId: null, status: 'queued' });
      const { lockedUntil } = notice!.payload as { lockedUntil: string };
      const window = SIGN_IN_LOCK_MINUTES_DEFAULT * 60_000;
      expect(new Date(lockedUntil).getTime()).toBeGreaterThan(Date.now() + window - 60_000);
      expect(new Date(lockedUntil).getTime()).toBeLessThanOrEqual(Date.now() + window);
      // More refused attempts in the same window tell nothing new.
      await wrong(user.email, address);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await locksOf()).toHaveLength(1);
    });

    it('a locked account signs in again after a reset, and the lock is counted afresh', async () => {
      const user = await newUser();
      const address = newAddress();
      for (let i = 0; i < LIMIT; i += 1) await wrong(user.email, address);
      expectError(await signIn(user.email, DEFAULT_PASSWORD, address), 429, REFUSED);
      const password = await resetPassword(user, newAddress());
      expectBody(await signIn(user.email, password, address), 200, loginResponseSchema);
    });

    it(`${SIGN_IN_MAX_FAILURES_PER_ADDRESS_DEFAULT} failures from an office's one address: everyone there waits, but a reset lets its owner in from there`, async () => {
      const office = newAddress();
      const victim = await newUser();
      const colleague = await newUser();
      // A colleague's machine guesses at the victim's account, then at others'.
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_IN_MAX_FAILURES_PER_ADDRESS_DEFAULT; i += 1) {
        const target = i < LIMIT ? victim.email : uniqueEmail('guessed');
        statuses.push((await wrong(target, office)).statusCode);
      }
      expect(statuses).toEqual(Array(SIGN_IN_MAX_FAILURES_PER_ADDRESS_DEFAULT).fill(401));
      expectError(await signIn(colleague.email, DEFAULT_PASSWORD, office), 429, REFUSED);
      expectError(await signIn(victim.email, DEFAULT_PASSWORD, office), 429, REFUSED);
      // Elsewhere the colleague is not affected.
      expectBody(await signIn(colleague.email, DEFAULT_PASSWORD, newAddress()), 200, loginResponseSchema);

      const password = await resetPassword(victim, office);
      expectBody(await signIn(victim.email, password, office), 200, loginResponseSchema);
      expectBody(await signIn(victim.email, password, office), 200, loginResponseSchema);
      // The reset opened the victim's account, not the address.
      expectError(await signIn(colleague.email, DEFAULT_PASSWORD, office), 429, REFUSED);
    });
  });
}

describeSignInDefences('in this process', () => ({}));

const redisUrl = inject('testRedisUrl');
describe.skipIf(!redisUrl)('on Redis', () => {
  const connect = useRedisClients(redisUrl);
  describeSignInDefences('in Redis', () => ({ redis: connect() }));
});

describe('with Redis down', () => {
  // A port nothing listens on: every call fails at once, as when Redis has gone away.
  let down: Redis | undefined;
  const { ctx, post } = useAuthSuite(() => {
    down = new Redis('redis://127.0.0.1:9', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    down.on('error', () => {});
    return { redis: down };
  });

  it('the limits still hold, counted in the process: of 15 wrong passwords the 11th is refused', async () => {
    await setAccountLimit(ctx);
    const user = await createUser(ctx.database.db);
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i < 15; i += 1) {
      statuses.push(
        (await post('/api/auth/login', { email: user.email, password: 'wrong-password' }, address))
          .statusCode,
      );
    }
    expect(statuses.indexOf(429)).toBe(LIMIT);
    expect(countStatuses(statuses)).toEqual({ 401: LIMIT, 429: 5 });
    down?.disconnect();
  });
});
