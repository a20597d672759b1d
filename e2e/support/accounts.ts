import crypto from 'node:crypto';

/** The demo workspace every fresh server seeds (apps/server/src/db/seed/first-run.ts). */
export const DEMO_PASSWORD = 'Demo@123';
export const DEMO = {
  admin: 'admin@example.com',
  customer: 'customer@example.com',
  consultant: 'consultant@example.com',
  consultant2: 'consultant2@example.com',
} as const;

/** An address no other test (or earlier run on the same server) has used. */
export const uniqueEmail = (label = 'user') =>
  `e2e.${label}.${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}@example.com`;
