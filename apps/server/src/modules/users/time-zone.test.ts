import { authUserSchema, signedInResponseSchema, TIME_ZONE_MESSAGES, userSchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectBody, expectError, expectSignInRequired } from '../../../test/expect-response';
import { DEFAULT_PASSWORD, uniqueEmail } from '../../../test/factories';
import { useRouteSuite } from '../../../test/route-suite';
import { from, NO_TOKEN } from '../../../test/send-request';
import { users } from '../../db/schema';

// A person's zone: detected at sign-up and at the first sign-in, then theirs to change in settings.
const suite = useRouteSuite();

const storedZone = async (email: string) => {
  const [row] = await suite.database.db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.email, email));
  return row?.timeZone;
};

const signIn = (email: string, timeZone?: string) =>
  suite.send('POST', '/api/auth/login', NO_TOKEN, {
    email,
    password: DEFAULT_PASSWORD,
    ...(timeZone === undefined ? {} : { timeZone }),
  });

describe('POST /api/auth/register with a time zone', () => {
  const registration = (timeZone: string) => ({
    email: uniqueEmail('zoned'),
    password: 'secret7',
    firstName: 'Kenji',
    lastName: 'Sato',
    role: 'Customer',
    timeZone,
  });

  it('400 on the field for a zone that is not IANA, and no account is made', async () => {
    for (const timeZone of ['+05:30', 'IST', 'Mars/Olympus']) {
      const body = registration(timeZone);
      const response = await suite.send('POST', '/api/auth/register', from('10.1.0.1'), body);
      expectError(response, 400, TIME_ZONE_MESSAGES.unknown, { path: 'timeZone' });
      expect(await storedZone(body.email)).toBeUndefined();
    }
  });

  it('204 and the account keeps the detected zone', async () => {
    const body = registration('Asia/Tokyo');
    const response = await suite.send('POST', '/api/auth/register', from('10.1.0.2'), body);
    expect(response.statusCode).toBe(204);
    expect(await storedZone(body.email)).toBe('Asia/Tokyo');
  });
});

describe('POST /api/auth/login with a time zone', () => {
  it('the first sign-in keeps the detected zone; the answer and the account carry it', async () => {
    const user = await suite.newUser();
    const session = expectBody(await signIn(user.email, 'Europe/Berlin'), 200, signedInResponseSchema);
    expect(session.timeZone).toBe('Europe/Berlin');
    expect(await storedZone(user.email)).toBe('Europe/Berlin');
    const account = expectBody(await suite.send('GET', `/api/users/${user.id}`, user), 200, userSchema);
    expect(account.timeZone).toBe('Europe/Berlin');
  });

  it('a later sign-in from another zone does not overwrite it', async () => {
    const user = await suite.newUser();
    expectBody(await signIn(user.email, 'Asia/Kolkata'), 200, signedInResponseSchema);
    const later = expectBody(await signIn(user.email, 'America/New_York'), 200, signedInResponseSchema);
    expect(later.timeZone).toBe('Asia/Kolkata');
    expect(await storedZone(user.email)).toBe('Asia/Kolkata');
  });

  it('an unknown zone never fails a sign-in, and is not kept', async () => {
    const user = await suite.newUser();
    for (const timeZone of ['Mars/Olympus', 'IST', '+05:30']) {
      const session = expectBody(await signIn(user.email, timeZone), 200, signedInResponseSchema);
      expect(session.timeZone).toBeNull();
    }
    expect(await storedZone(user.email)).toBeNull();
  });

  it('without a zone the answer says null', async () => {
    const user = await suite.newUser();
    expect(expectBody(await signIn(user.email), 200, signedInResponseSchema).timeZone).toBeNull();
  });
});

describe('PUT /api/users/time-zone', () => {
  const put = (caller: Parameters<typeof suite.send>[2], timeZone: unknown) =>
    suite.send('PUT', '/api/users/time-zone', caller, { timeZone });

  it('401 without a token or with a garbage one', async () => {
    await expectSignInRequired((caller) => put(caller, 'Asia/Tokyo'));
  });

  it("400 with the field's message for offsets, abbreviations, unknown places and wrong types", async () => {
    const user = await suite.newUser();
    for (const timeZone of ['+05:30', 'IST', 'Mars/Olympus', 'Asia/Kolkata; DROP TABLE users']) {
      expectError(await put(user, timeZone), 400, TIME_ZONE_MESSAGES.unknown, { path: 'timeZone' });
    }
    expect((await put(user, 42)).statusCode).toBe(400);
    const unknownField = await suite.send('PUT', '/api/users/time-zone', user, {
      timeZone: 'UTC',
      id: user.id,
    });
    expectError(unknownField, 400, 'Unknown field: id');
    expect(await storedZone(user.email)).toBeNull();
  });

  it('200 with the updated user: the zone is saved and read back, an IANA alias included', async () => {
    const user = await suite.newUser();
    const saved = expectBody(await put(user, 'Asia/Tokyo'), 200, authUserSchema);
    expect(saved).toEqual({
      id: user.id,
      email: user.email,
      role: 'Customer',
      firstName: user.firstName,
      lastName: user.lastName,
      timeZone: 'Asia/Tokyo',
    });
    const account = expectBody(await suite.send('GET', `/api/users/${user.id}`, user), 200, userSchema);
    expect(account.timeZone).toBe('Asia/Tokyo');

    expect(expectBody(await put(user, 'Asia/Calcutta'), 200, authUserSchema).timeZone).toBe('Asia/Calcutta');
    // A chosen zone is kept over a later sign-in's detection.
    expect(expectBody(await signIn(user.email, 'Europe/London'), 200, signedInResponseSchema).timeZone).toBe(
      'Asia/Calcutta',
    );
  });

  it("changes only the caller's own zone", async () => {
    const user = await suite.newUser();
    const other = await suite.newUser();
    expectBody(await put(user, 'Europe/Paris'), 200, authUserSchema);
    expect(await storedZone(other.email)).toBeNull();
  });
});
