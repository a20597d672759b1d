// What the sign-in session tests share: signing in from a browser and an address, a token's
// session id, a session's row, and the caller's list of sessions.
import { signedInResponseSchema, signInSessionListSchema } from '@basisdesk/shared';
import { eq } from 'drizzle-orm';
import { expectBody } from '../../../test/expect-response';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import type { RouteSuite } from '../../../test/route-suite';
import { bearer, type Caller, from } from '../../../test/send-request';
import { signInSessions } from '../../db/schema';

export const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';

/** The `sid` a token carries: the sign-in session it belongs to. */
export function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sid?: string;
  };
  if (!payload.sid) throw new Error('the token names no session');
  return payload.sid;
}

export function signInSessionKit(suite: RouteSuite) {
  return {
    /** Signs in by password from a browser and an address: the answer, its session and a caller for it. */
    async signInFrom(
      person: { email: string },
      { userAgent = CHROME_ON_WINDOWS, address = '203.0.113.7' } = {},
    ) {
      const response = await suite.send(
        'POST',
        '/api/auth/login',
        from(address, { 'user-agent': userAgent }),
        { email: person.email, password: DEFAULT_PASSWORD },
      );
      const body = expectBody(response, 200, signedInResponseSchema);
      return { ...body, sessionId: sessionIdOf(body.token), caller: bearer(body.token) };
    },

    async rowOf(sessionId: string) {
      const [row] = await suite.database.db
        .select()
        .from(signInSessions)
        .where(eq(signInSessions.id, sessionId));
      if (!row) throw new Error(`no session ${sessionId}`);
      return row;
    },

    /** GET auth/sessions as the caller, expecting the 200. */
    async listed(caller: Caller) {
      const response = await suite.send('GET', '/api/auth/sessions', caller);
      return expectBody(response, 200, signInSessionListSchema).sessions;
    },
  };
}
