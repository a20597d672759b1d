import { z } from 'zod';

export const ROLES = ['Customer', 'Consultant', 'Admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles anyone may pick at sign-up; admins are created by admins. */
export const SELF_SERVICE_ROLES = ['Customer', 'Consultant'] as const satisfies readonly Role[];

/** Roles travel capitalised ('Customer'); clients compare them lower-cased, so accept any case. */
export function capitaliseRole(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const lower = value.trim().toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

export const roleSchema = z.preprocess(
  capitaliseRole,
  z.enum(ROLES, { error: 'Role must be Customer, Consultant or Admin' }),
);
export const selfServiceRoleSchema = z.preprocess(
  capitaliseRole,
  z.enum(SELF_SERVICE_ROLES, { error: 'Role must be Customer or Consultant' }),
);

export const isAdmin = (role: string) => role.toLowerCase() === 'admin';
