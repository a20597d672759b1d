import { describe, expect, it } from 'vitest';
import type { SessionUser } from './session-user';
import {
  isRefusalOfStoredSession,
  parseStoredSession,
  type StoredSession,
  serializeSessionUser,
  sessionAfterRefresh,
} from './stored-session';
import { asha } from './test-fixtures';

const NOW = Date.UTC(2025, 9, 5, 12, 0, 0);
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT-shaped token expiring at `exp` (seconds); only the server checks signatures. */
const tokenExpiringAt = (exp: number) => `${encode({ alg: 'HS256' })}.${encode({ sub: 'u-1', exp })}.sig`;
const LIVE_TOKEN = tokenExpiringAt(NOW / 1000 + 3600);
const OTHER_TOKEN = tokenExpiringAt(NOW / 1000 + 7200);

const storedJson = (user: object) => JSON.stringify(user);

describe('restoring the session from authToken and user (spec §4)', () => {
  it('restores a stored token and user while the token expiry is in the future', () => {
    const session = parseStoredSession(LIVE_TOKEN, storedJson({ ...asha, role: 'customer' }), NOW);
    expect(session).toEqual({ token: LIVE_TOKEN, user: asha });
  });

  it('restores nothing once the token expiry has passed, or at the very second it expires', () => {
    expect(parseStoredSession(tokenExpiringAt(NOW / 1000 - 60), storedJson(asha), NOW)).toBeNull();
    expect(parseStoredSession(tokenExpiringAt(NOW / 1000), storedJson(asha), NOW)).toBeNull();
  });

  it('restores nothing when either key is missing', () => {
    expect(parseStoredSession(null, storedJson(asha), NOW)).toBeNull();
    expect(parseStoredSession(LIVE_TOKEN, null, NOW)).toBeNull();
  });

  it('restores nothing from a token without an expiry or one that is not a JWT', () => {
    expect(
      parseStoredSession(`${encode({})}.${encode({ sub: 'u-1' })}.sig`, storedJson(asha), NOW),
    ).toBeNull();
    expect(parseStoredSession('not-a-token', storedJson(asha), NOW)).toBeNull();
  });

  it('restores nothing from a user copy that is not JSON, not an object, or has no id or known role', () => {
    for (const broken of ['{"id":', 'null', '"asha"', '[]']) {
      expect(parseStoredSession(LIVE_TOKEN, broken, NOW)).toBeNull();
    }
    expect(parseStoredSession(LIVE_TOKEN, storedJson({ ...asha, id: '' }), NOW)).toBeNull();
    expect(parseStoredSession(LIVE_TOKEN, storedJson({ ...asha, role: 'superuser' }), NOW)).toBeNull();
    expect(parseStoredSession(LIVE_TOKEN, storedJson({ ...asha, role: undefined }), NOW)).toBeNull();
  });

  it('reads the role kept lower case (spec §3) in any case, as the capitalised role', () => {
    for (const role of ['consultant', 'CONSULTANT', 'Consultant']) {
      expect(parseStoredSession(LIVE_TOKEN, storedJson({ ...asha, role }), NOW)?.user.role).toBe(
        'Consultant',
      );
    }
  });

  it('keeps the hourly rate only when the server sent one', () => {
    const withRate = parseStoredSession(LIVE_TOKEN, storedJson({ ...asha, hourlyRate: 1500 }), NOW);
    expect(withRate?.user.hourlyRate).toBe(1500);
    expect(parseStoredSession(LIVE_TOKEN, storedJson(asha), NOW)?.user).not.toHaveProperty('hourlyRate');
  });

  it('keeps the time zone as the server sent it, and drops one that is not text', () => {
    const zoned = parseStoredSession(LIVE_TOKEN, storedJson({ ...asha, timeZone: 'Asia/Tokyo' }), NOW);
    expect(zoned?.user.timeZone).toBe('Asia/Tokyo');
    expect(
      parseStoredSession(LIVE_TOKEN, storedJson({ ...asha, timeZone: null }), NOW)?.user.timeZone,
    ).toBeNull();
    expect(
      parseStoredSession(LIVE_TOKEN, storedJson({ ...asha, timeZone: 9 }), NOW)?.user,
    ).not.toHaveProperty('timeZone');
  });

  it('writes the user key with the role lower case, and reads back what it wrote', () => {
    const written = serializeSessionUser({ ...asha, role: 'Admin' });
    expect(JSON.parse(written)).toMatchObject({ role: 'admin', email: asha.email });
    expect(parseStoredSession(LIVE_TOKEN, written, NOW)?.user).toEqual({ ...asha, role: 'Admin' });
  });
});

describe('a user refresh never writes over another session stored meanwhile', () => {
  const startedWith: StoredSession = { token: LIVE_TOKEN, user: asha };
  const refreshed: SessionUser = { ...asha, firstName: 'Asha M.', hourlyRate: null };

  it('rewrites the stored copy when the token it was sent with is still the stored one', () => {
    expect(sessionAfterRefresh(LIVE_TOKEN, startedWith, refreshed)).toEqual({
      token: LIVE_TOKEN,
      user: refreshed,
    });
  });

  it('is dropped when another tab signed out meanwhile', () => {
    expect(sessionAfterRefresh(null, startedWith, refreshed)).toBeNull();
  });

  it('is dropped when another tab signed in as someone else meanwhile', () => {
    expect(sessionAfterRefresh(OTHER_TOKEN, startedWith, refreshed)).toBeNull();
  });

  it('is dropped when the answer is about another person', () => {
    expect(sessionAfterRefresh(LIVE_TOKEN, startedWith, { ...refreshed, id: 'u-2' })).toBeNull();
  });
});

describe('a 401 ends the session only for the token it refused', () => {
  it('ends the stored session when the refused call carried the stored token', () => {
    expect(isRefusalOfStoredSession(LIVE_TOKEN, LIVE_TOKEN)).toBe(true);
  });

  it("leaves another tab's newer session alone when an old token is refused", () => {
    expect(isRefusalOfStoredSession(OTHER_TOKEN, LIVE_TOKEN)).toBe(false);
  });

  it('has nothing to end when nobody is signed in', () => {
    expect(isRefusalOfStoredSession(null, LIVE_TOKEN)).toBe(false);
  });
});
