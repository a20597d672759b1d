import { addMs, MINUTE_MS, SECOND_MS } from '@basisdesk/shared';
import { describe, expect, it } from 'vitest';
import { plansOfRequest } from '../../../test/query-plans';
import { useRouteSuite } from '../../../test/route-suite';
import { from } from '../../../test/send-request';
import { isPostgres } from '../../../test/test-app';
import { authHeader } from '../../../test/test-tokens';
import { signInSessionKit } from './sign-in-sessions.test-kit';

const T0 = new Date('2031-03-04T09:00:00.000Z');
const suite = useRouteSuite({ now: T0.toISOString() });
const { rowOf } = signInSessionKit(suite);

/** A request of the user's own session from an address, at the clock's time. */
const requestFrom = (user: { id: string }, address: string, headers: Record<string, string>) =>
  suite.send('GET', `/api/users/${user.id}`, from(address, headers));

describe("a session's last sighting", () => {
  it('moves at most once a minute, with the address it was seen from; the requests between write nothing', async () => {
    const user = await suite.newUser();
    const headers = authHeader(user);
    // The test user's session was made a moment ago by the database's clock, long before T0.
    expect((await requestFrom(user, '203.0.113.7', headers)).statusCode).toBe(200);
    expect(await rowOf(user.sessionId)).toMatchObject({ lastSeenAt: T0, ipAddress: '203.0.113.7' });

    suite.clock.set(addMs(T0, 59 * SECOND_MS).toISOString());
    for (let n = 0; n < 5; n += 1) {
      expect((await requestFrom(user, '198.51.100.4', headers)).statusCode).toBe(200);
    }
    expect(await rowOf(user.sessionId)).toMatchObject({ lastSeenAt: T0, ipAddress: '203.0.113.7' });

    const later = addMs(T0, MINUTE_MS);
    suite.clock.set(later.toISOString());
    expect((await requestFrom(user, '198.51.100.4', headers)).statusCode).toBe(200);
    expect(await rowOf(user.sessionId)).toMatchObject({ lastSeenAt: later, ipAddress: '198.51.100.4' });
  });

  it.skipIf(!isPostgres())(
    'an authenticated request reads the person and the session in one statement, and writes only when a minute has passed',
    async () => {
      const user = await suite.newUser();
      const headers = authHeader(user);
      const statementsOf = async () =>
        (
          await plansOfRequest(suite.database.db, 'sign_in_sessions', () =>
            requestFrom(user, '203.0.113.7', headers),
          )
        ).map((statement) => statement.sql.split(' ')[0]);
      const at = addMs(suite.clock.now(), 10 * MINUTE_MS);
      suite.clock.set(at.toISOString());
      expect(await statementsOf()).toEqual(['select', 'update']);
      for (let n = 0; n < 3; n += 1) expect(await statementsOf()).toEqual(['select']);
    },
  );
});
