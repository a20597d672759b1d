import crypto from 'node:crypto';
import {
  changePasswordResponseSchema,
  endOtherSessionsResponseSchema,
  SIGN_IN_SESSION_MESSAGES,
  userSchema,
} from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  expectBody,
  expectError,
  expectSignInRequired,
  SESSION_EXPIRED,
} from '../../../test/expect-response';
import { DEFAULT_PASSWORD, type TestUser } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import { bearer, type Caller } from '../../../test/send-request';
import { signInSessions } from '../../db/schema';
import {
  CHROME_ON_WINDOWS,
  SAFARI_ON_IPHONE,
  sessionIdOf,
  signInSessionKit,
} from './sign-in-sessions.test-kit';

const suite = useRouteSuite();
const { signInFrom, rowOf, listed } = signInSessionKit(suite);

const getSelf = (user: TestUser, caller: Caller) => suite.send('GET', `/api/users/${user.id}`, caller);
const expectSignedIn = async (user: TestUser, caller: Caller) =>
  expectBody(await getSelf(user, caller), 200, userSchema);
const expectSignedOut = async (user: TestUser, caller: Caller) =>
  expectError(await getSelf(user, caller), ...SESSION_EXPIRED);
const NOT_FOUND = [404, SIGN_IN_SESSION_MESSAGES.notFound] as const;

describe('POST /api/auth/login', () => {
  it('starts a session: the browser (trimmed to 300 characters), the address, the expiry of its token', async () => {
    const user = await suite.newUser();
    const padded = `  ${CHROME_ON_WINDOWS} ${'x'.repeat(400)}`;
    const first = await signInFrom(user, { userAgent: padded, address: '203.0.113.7' });
    const row = await rowOf(first.sessionId);
    expect(row).toMatchObject({
      userId: user.id,
      ipAddress: '203.0.113.7',
      endedAt: null,
      endReason: null,
      userAgent: padded.trim().slice(0, 300),
    });
    expect(row.expiresAt.toISOString()).toBe(first.expiresAt);
    expect(row.lastSeenAt).toEqual(row.createdAt);
    // Every sign-in is a session of its own.
    const second = await signInFrom(user);
    expect(second.sessionId).not.toBe(first.sessionId);
  });
});

describe('the auth guard', () => {
  it("401 for a signed token whose session is unknown or another person's", async () => {
    const user = await suite.newUser();
    const other = await suite.newUser();
    await expectSignedOut(user, { ...user, sessionId: crypto.randomUUID() });
    await expectSignedOut(user, { ...user, sessionId: other.sessionId });
    // The other person's own token still works.
    await expectSignedIn(other, other);
  });
});

describe('POST /api/auth/logout', () => {
  const logout = (caller: Caller) => suite.send('POST', '/api/auth/logout', caller);

  it('401 without a token and with one it never issued', async () => {
    await expectSignInRequired(logout);
  });

  it("204: the same token is refused from then on; the person's other sessions carry on", async () => {
    const user = await suite.newUser();
    const laptop = await signInFrom(user);
    const phone = await signInFrom(user, { userAgent: SAFARI_ON_IPHONE });
    await expectSignedIn(user, laptop.caller);

    expect((await logout(laptop.caller)).statusCode).toBe(204);
    await expectSignedOut(user, laptop.caller);
    expectError(await logout(laptop.caller), ...SESSION_EXPIRED);
    expect(await rowOf(laptop.sessionId)).toMatchObject({ endReason: 'signed-out' });
    await expectSignedIn(user, phone.caller);
    await expectSignedIn(user, user);
  });
});

describe('GET /api/auth/sessions', () => {
  it('401 without a token and with one it never issued', async () => {
    await expectSignInRequired((caller) => suite.send('GET', '/api/auth/sessions', caller));
  });

  it("the caller's live sessions, newest first: device, address, times, and which one asks", async () => {
    const user = await suite.newUser();
    const stranger = await suite.newUser();
    await signInFrom(stranger);
    const laptop = await signInFrom(user, { userAgent: CHROME_ON_WINDOWS, address: '203.0.113.7' });
    const gone = await signInFrom(user);
    expect((await suite.send('POST', '/api/auth/logout', gone.caller)).statusCode).toBe(204);
    const expired = await signInFrom(user);
    await suite.database.db
      .update(signInSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInSessions.id, expired.sessionId));
    const phone = await signInFrom(user, { userAgent: SAFARI_ON_IPHONE, address: '198.51.100.4' });

    const sessions = await listed(phone.caller);
    expect(
      sessions.map(({ id, device, ipAddress, current }) => ({ id, device, ipAddress, current })),
    ).toEqual([
      { id: phone.sessionId, device: 'Safari on iPhone', ipAddress: '198.51.100.4', current: true },
      { id: laptop.sessionId, device: 'Chrome on Windows', ipAddress: '203.0.113.7', current: false },
      // The test user's own session, made without a browser.
      { id: user.sessionId, device: 'Unknown device', ipAddress: null, current: false },
    ]);
    const phoneRow = await rowOf(phone.sessionId);
    expect(sessions[0]?.createdAt).toBe(phoneRow.createdAt.toISOString());
    expect(sessions[0]?.lastSeenAt).toBe(phoneRow.lastSeenAt.toISOString());
    expect((await listed(laptop.caller)).find((session) => session.current)?.id).toBe(laptop.sessionId);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  const endSession = (caller: Caller, id: string) => suite.send('DELETE', `/api/auth/sessions/${id}`, caller);

  it('401 without a token and with one it never issued', async () => {
    await expectSignInRequired((caller) => endSession(caller, crypto.randomUUID()));
  });

  it('400 "Invalid id" for an id that is not a uuid', async () => {
    const user = await suite.newUser();
    expectError(await endSession(user, 'not-a-uuid'), 400, 'Invalid id', { path: 'id' });
  });

  it("404 for an unknown id and for another person's session, which carries on", async () => {
    const user = await suite.newUser();
    const other = await suite.newUser();
    expectError(await endSession(user, crypto.randomUUID()), ...NOT_FOUND);
    expectError(await endSession(user, other.sessionId), ...NOT_FOUND);
    await expectSignedIn(other, other);
  });

  it('204 signs that session out: its token is refused, it leaves the list, this one carries on', async () => {
    const user = await suite.newUser();
    const laptop = await signInFrom(user);
    const phone = await signInFrom(user, { userAgent: SAFARI_ON_IPHONE });

    expect((await endSession(phone.caller, laptop.sessionId)).statusCode).toBe(204);
    await expectSignedOut(user, laptop.caller);
    expect(await rowOf(laptop.sessionId)).toMatchObject({ endReason: 'signed-out-elsewhere' });
    expect((await listed(phone.caller)).map((session) => session.id)).toEqual([
      phone.sessionId,
      user.sessionId,
    ]);
    await expectSignedIn(user, phone.caller);
    // A retry finds nothing left to end.
    expectError(await endSession(phone.caller, laptop.sessionId), ...NOT_FOUND);
  });

  it('ending the same session twice at once: one 204, one 404', async () => {
    const user = await suite.newUser();
    const laptop = await signInFrom(user);
    const answers = await Promise.all([
      endSession(user, laptop.sessionId),
      endSession(user, laptop.sessionId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 404]);
  });

  it('its own id signs the caller out, as POST auth/logout does', async () => {
    const user = await suite.newUser();
    const laptop = await signInFrom(user);
    expect((await endSession(laptop.caller, laptop.sessionId)).statusCode).toBe(204);
    await expectSignedOut(user, laptop.caller);
    expect(await rowOf(laptop.sessionId)).toMatchObject({ endReason: 'signed-out' });
  });
});

describe('POST /api/auth/sessions/end-others', () => {
  const endOthers = (caller: Caller) => suite.send('POST', '/api/auth/sessions/end-others', caller);

  it('401 without a token and with one it never issued', async () => {
    await expectSignInRequired(endOthers);
  });

  it('signs out every other session and says how many; this one carries on; again, none', async () => {
    const user = await suite.newUser();
    const other = await suite.newUser();
    const laptop = await signInFrom(user);
    const phone = await signInFrom(user, { userAgent: SAFARI_ON_IPHONE });

    expect(expectBody(await endOthers(phone.caller), 200, endOtherSessionsResponseSchema)).toEqual({
      ended: 2,
    });
    await expectSignedOut(user, laptop.caller);
    await expectSignedOut(user, user);
    expect(await rowOf(laptop.sessionId)).toMatchObject({ endReason: 'signed-out-elsewhere' });
    await expectSignedIn(user, phone.caller);
    expect((await listed(phone.caller)).map((session) => session.id)).toEqual([phone.sessionId]);
    expect(expectBody(await endOthers(phone.caller), 200, endOtherSessionsResponseSchema)).toEqual({
      ended: 0,
    });
    // Another person's sessions are theirs.
    await expectSignedIn(other, other);
  });
});

describe('changes to the account end its sessions', () => {
  it('a password change ends every other session; this one carries on, with a fresh token for the same session', async () => {
    const user = await suite.newUser();
    const laptop = await signInFrom(user);
    const phone = await signInFrom(user, { userAgent: SAFARI_ON_IPHONE });

    const changed = expectBody(
      await suite.send('PUT', '/api/users/change-password', phone.caller, {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: 'a-new-pass-9',
        confirmPassword: 'a-new-pass-9',
      }),
      200,
      changePasswordResponseSchema,
    );
    expect(sessionIdOf(changed.token)).toBe(phone.sessionId);
    // The session ends when it would have: a password change does not lengthen it.
    expect(changed.expiresAt).toBe(phone.expiresAt);
    await expectSignedIn(user, bearer(changed.token));
    await expectSignedOut(user, phone.caller);
    await expectSignedOut(user, laptop.caller);
    expect(await rowOf(laptop.sessionId)).toMatchObject({ endReason: 'password-changed' });
    expect(await rowOf(user.sessionId)).toMatchObject({ endReason: 'password-changed' });
    expect(await rowOf(phone.sessionId)).toMatchObject({ endedAt: null });
    expect((await listed(bearer(changed.token))).map((session) => session.id)).toEqual([phone.sessionId]);
  });

  it("an admin's deactivation ends every session of the account", async () => {
    const user = await suite.newUser();
    const laptop = await signInFrom(user);
    const response = await suite.send('PUT', `/api/Users/${user.id}/status`, suite.admin, {
      status: 'Inactive',
    });
    expect(response.statusCode).toBe(200);
    await expectSignedOut(user, laptop.caller);
    expect(await rowOf(laptop.sessionId)).toMatchObject({ endReason: 'deactivated' });
    expect(await rowOf(user.sessionId)).toMatchObject({ endReason: 'deactivated' });
  });
});
