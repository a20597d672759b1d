import type { AppDeps } from '../src/app-config';
import { createUser, type TestUser, type UserOverrides } from './factories';
import { createMovableClock, type MovableClock } from './movable-clock';
import { createTestApp, type TestContext } from './test-app';
import { useOpened } from './use-opened';

export interface RouteSuiteOptions {
  /** The admin's names, for answers that name who changed something (default Asha Admin). */
  admin?: { firstName: string; lastName: string };
  /** Where the application's clock stands until the test moves it; the system's time otherwise. */
  now?: string;
  /** Environment variables on top of the test defaults. */
  config?: Partial<Record<string, string>>;
  deps?: Partial<Omit<AppDeps, 'database' | 'clock'>>;
}

/** What a module's route tests start from: the application, its clock and one user of each role. */
export interface RouteSuite extends TestContext {
  clock: MovableClock;
  admin: TestUser;
  customer: TestUser;
  consultant: TestUser;
  /** A user straight in the database: an active, verified customer unless told otherwise. */
  newUser(overrides?: UserOverrides): Promise<TestUser>;
}

export async function openRouteSuite(options: RouteSuiteOptions = {}): Promise<RouteSuite> {
  const clock = createMovableClock(options.now);
  const ctx = await createTestApp(options.config, { ...options.deps, clock });
  const newUser = (overrides: UserOverrides = {}) => createUser(ctx.database.db, overrides);
  return {
    ...ctx,
    clock,
    newUser,
    admin: await newUser({ role: 'Admin', ...(options.admin ?? { firstName: 'Asha', lastName: 'Admin' }) }),
    customer: await newUser({ role: 'Customer' }),
    consultant: await newUser({ role: 'Consultant' }),
  };
}

/** The suite of the enclosing file or describe block: opened before its tests, closed after. */
export const useRouteSuite = (options: RouteSuiteOptions = {}) => useOpened(() => openRouteSuite(options));
