// What the users route tests (users, admin-users, hourly-rate) read besides the route under test:
// an account as an admin reads it back, to prove a refused request changed nothing, the admin
// list, and signing in.
import crypto from 'node:crypto';
import { listUsersResponseSchema, signedInResponseSchema, userSchema } from '@basisdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expectBody } from '../../../test/expect-response';
import type { RouteSuite } from '../../../test/route-suite';
import { type Caller, NO_TOKEN } from '../../../test/send-request';

export const ROLE_MESSAGE = 'Role must be Customer, Consultant or Admin';
export const STATUS_MESSAGE = 'Status must be Active or Inactive';

export const unknownId = () => crypto.randomUUID();
export const tag = () => crypto.randomBytes(4).toString('hex');

type Query = Record<string, string | number>;

export function userReads(suite: RouteSuite) {
  const signIn = (email: string, password: string) =>
    suite.send('POST', '/api/auth/login', NO_TOKEN, { email, password });
  const listUsers = (query: Query, caller: Caller = suite.admin): Promise<LightMyRequestResponse> => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) search.set(key, String(value));
    return suite.send('GET', `/api/Admin/users?${search}`, caller);
  };
  return {
    signIn,
    /** Signs in and expects the 200: the answer with its token. */
    signedIn: async (email: string, password: string) =>
      expectBody(await signIn(email, password), 200, signedInResponseSchema),
    readBack: async (id: string) =>
      expectBody(await suite.send('GET', `/api/users/${id}`, suite.admin), 200, userSchema),
    listUsers,
    /** The admin list, expecting the 200. */
    listedUsers: async (query: Query, caller: Caller = suite.admin) =>
      expectBody(await listUsers(query, caller), 200, listUsersResponseSchema),
  };
}
