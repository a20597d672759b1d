import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../client';
import { type DemoSignIn, listDemoSignIns } from './demo-sign-ins';
import { seedDemoTickets } from './demo-tickets';
import { type FirstRunOptions, type FirstRunResult, runFirstRun } from './first-run';

export interface SeedResult extends FirstRunResult {
  demoTickets: number;
  /** The demo accounts to print after the server listens; empty with the demo off. */
  demoSignIns: DemoSignIn[];
}

/**
 * The one way data is seeded, on every start, in this order. Each piece is safe to repeat and
 * written the way that keeps it true:
 *
 * 1. Reference taxonomy and SR catalogue (any database, only into empty tables): straight into
 *    the tables. They exist before any admin could use the admin API, and two nodes starting
 *    together must not both load them (one transaction, ON CONFLICT DO NOTHING).
 * 2. Demo people (empty embedded database, demo on): straight into the users table
 *    (seed-users.ts; db/ never reaches into modules/), verified and with the known demo password,
 *    which no API hands out.
 * 3. Demo supply (demo on): skills once, the profile zone (India) when unset, and the weekly
 *    pattern of their working hours when they have none, filled for the week ahead at once,
 *    straight into the tables. The weekly-pattern API is the consultant's own and replaces the
 *    whole pattern; the seed adds one only where none is, under the schedule's lock, lets a slot
 *    the consultant published win (ON CONFLICT DO NOTHING covers the no-overlap constraint), and
 *    leaves the days after to the hourly fill. Then the demo's settings (demo-settings.ts: admins'
 *    second factor off), only where the setting was never stored.
 * 4. ADMIN_EMAIL made an active, verified admin: straight into the users table, as 2.
 * 5. Demo tickets (only when 2 just happened): through the application's own API, so they are
 *    checked, booked and numbered exactly like a customer's, with their history.
 *
 * The app must be built (not listening) for 5; the sign-ins are read last, for main to print.
 */
export async function seedOnStart(
  app: FastifyInstance,
  db: Db,
  options: FirstRunOptions,
  log: FastifyBaseLogger,
): Promise<SeedResult> {
  const firstRun = await runFirstRun(db, options, log);
  const demoTickets = firstRun.demoCreated ? await seedDemoTickets(app, log) : 0;
  const demoSignIns = options.seedDemo ? await listDemoSignIns(db) : [];
  return { ...firstRun, demoTickets, demoSignIns };
}
