import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../lib/password';
import type { Db } from '../client';
import { seedDemoProfiles } from './demo-profiles';
import { seedDemoSettings } from './demo-settings';
import { type DemoSupplyResult, seedDemoSupply } from './demo-supply';
import { type ReferenceDataResult, seedReferenceData } from './reference-data';
import { countUsers, findUserByEmail, insertUser, promoteToAdmin } from './seed-users';

export const DEMO_PASSWORD = 'Demo@123';

/**
 * The demo workspace's people; later parts of the seed give the consultants skills, a time zone
 * and a weekly pattern.
 */
export const DEMO_USERS = [
  { email: 'admin@example.com', firstName: 'Priya', lastName: 'Raman', role: 'Admin', hourlyRatePaise: null },
  {
    email: 'customer@example.com',
    firstName: 'Rohan',
    lastName: 'Kapoor',
    role: 'Customer',
    hourlyRatePaise: null,
  },
  {
    email: 'consultant@example.com',
    firstName: 'Arjun',
    lastName: 'Mehta',
    role: 'Consultant',
    hourlyRatePaise: 250000,
  },
  {
    email: 'consultant2@example.com',
    firstName: 'Kavya',
    lastName: 'Iyer',
    role: 'Consultant',
    hourlyRatePaise: 320000,
  },
] as const;

export interface FirstRunOptions {
  seedDemo: boolean;
  adminEmail?: string;
  adminPassword?: string;
  /** When the demo's availability window starts; the current time when absent. */
  now?: Date;
}

export interface FirstRunResult {
  demoCreated: boolean;
  referenceData: ReferenceDataResult;
  /** Only with the demo on. */
  demoSupply?: DemoSupplyResult;
  /** Public profiles given to demo consultants who had none. */
  demoProfilesAdded?: number;
  adminEnsured?: { email: string; created: boolean };
}

/**
 * The part of the seed written straight to the database (steps 1 to 4 of seedOnStart, which says
 * why); safe to repeat: the reference taxonomy and SR catalogue fill empty tables, the demo people
 * only an empty database (their skills once, their zone and weekly pattern where they have none),
 * and ADMIN_EMAIL is made an active, verified admin (its password is kept).
 */
export async function runFirstRun(
  db: Db,
  options: FirstRunOptions,
  log: FastifyBaseLogger,
): Promise<FirstRunResult> {
  const result: FirstRunResult = { demoCreated: false, referenceData: await seedReferenceData(db) };
  if (result.referenceData.taxonomyLoaded) log.info('Reference support taxonomy loaded');
  if (result.referenceData.srIdentifiersLoaded) log.info('Reference SR identifiers loaded');

  if (options.seedDemo && (await countUsers(db)) === 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const demo of DEMO_USERS) {
      await insertUser(db, { ...demo, passwordHash, emailVerifiedAt: new Date() });
    }
    result.demoCreated = true;
    log.info({ users: DEMO_USERS.length }, 'Demo workspace created');
  }
  if (options.seedDemo) {
    result.demoSupply = await seedDemoSupply(db, options.now ?? new Date());
    result.demoProfilesAdded = await seedDemoProfiles(db, options.now ?? new Date());
    await seedDemoSettings(db);
  }

  if (options.adminEmail && options.adminPassword) {
    const existing = await findUserByEmail(db, options.adminEmail);
    if (existing) {
      await promoteToAdmin(db, existing.id, existing.emailVerifiedAt ?? new Date());
    } else {
      await insertUser(db, {
        email: options.adminEmail,
        passwordHash: await hashPassword(options.adminPassword),
        firstName: 'Platform',
        lastName: 'Admin',
        role: 'Admin',
        emailVerifiedAt: new Date(),
      });
    }
    result.adminEnsured = { email: options.adminEmail.toLowerCase(), created: !existing };
  }
  return result;
}
