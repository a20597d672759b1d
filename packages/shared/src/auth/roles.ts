/**
 * The role vocabulary both sides speak, free of zod so the sign-in page stays light. Roles travel
 * capitalised ('Customer'); the browser's stored session keeps them lower case (spec §3), and
 * clients compare them in any case, so every reader goes through `toRole` or the `is…` checks.
 */
export const ROLES = ['Customer', 'Consultant', 'Admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles anyone may pick at sign-up; admins are created by admins. */
export const SELF_SERVICE_ROLES = ['Customer', 'Consultant'] as const satisfies readonly Role[];

/** 'consultant', ' CONSULTANT ' → 'Consultant'; anything that is not text is left for the schema to refuse. */
export function capitaliseRole(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const lower = value.trim().toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The role a value names in any letter case, or null when it names none. */
export function toRole(value: unknown): Role | null {
  const role = capitaliseRole(value);
  return ROLES.find((known) => known === role) ?? null;
}

export const isAdmin = (role: string) => toRole(role) === 'Admin';
export const isConsultant = (role: string) => toRole(role) === 'Consultant';
export const isCustomer = (role: string) => toRole(role) === 'Customer';
