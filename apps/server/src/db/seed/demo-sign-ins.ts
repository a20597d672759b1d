import { verifyPassword } from '../../lib/password';
import type { Db } from '../client';
import { DEMO_PASSWORD, DEMO_USERS } from './first-run';
import { findUserByEmail } from './seed-users';

export type DemoSignIn = (typeof DEMO_USERS)[number];

/**
 * The demo accounts that still sign in with the demo password: active, verified, password
 * unchanged. An account someone removed, deactivated or secured is not advertised.
 */
export async function listDemoSignIns(db: Db): Promise<DemoSignIn[]> {
  const usable = await Promise.all(
    DEMO_USERS.map(async (demo) => {
      const row = await findUserByEmail(db, demo.email);
      if (row?.status !== 'Active' || !row.emailVerifiedAt || !row.passwordHash) return false;
      return verifyPassword(row.passwordHash, DEMO_PASSWORD);
    }),
  );
  return DEMO_USERS.filter((_, index) => usable[index]);
}

/** The terminal's note: "ready" the first time, plain later, so a restart does not read as a reset. */
export function describeDemoSignIns(
  appUrl: string,
  signIns: readonly DemoSignIn[],
  options: { justCreated: boolean },
): string {
  const rows = signIns.map((user) => `  ${user.role.padEnd(11)} ${user.email.padEnd(26)} ${DEMO_PASSWORD}`);
  const heading = options.justCreated ? `Demo workspace ready at ${appUrl}` : `Demo workspace at ${appUrl}`;
  return [`${heading} — sign in with:`, ...rows].join('\n');
}
