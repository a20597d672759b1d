import { createUserOfEachRole, type TestUser } from './factories';
import { createTestApp, type TestContext } from './test-app';

/** What a module's route tests start from: the application and one user of each role. */
export interface RouteSuite {
  ctx: TestContext;
  admin: TestUser;
  customer: TestUser;
  consultant: TestUser;
}

/** The real application on a fresh database, with an admin of the given name, a customer and a consultant. */
export async function openRouteSuite(
  adminNames: { firstName: string; lastName: string },
  deps?: Parameters<typeof createTestApp>[1],
): Promise<RouteSuite> {
  const ctx = await createTestApp({}, deps);
  return { ctx, ...(await createUserOfEachRole(ctx.database.db, adminNames)) };
}

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `app.inject` as route tests write it: a method, a URL, a body and headers when needed. The
 * context is a getter because a test file opens it in `beforeAll`, after this is created.
 */
export const routeRequester =
  (context: () => TestContext) =>
  (method: RouteMethod, url: string, options: { payload?: unknown; headers?: Record<string, string> } = {}) =>
    context().app.inject({ method, url, payload: options.payload as object, headers: options.headers });
