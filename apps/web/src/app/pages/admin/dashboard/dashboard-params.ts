import { z } from 'zod';

export const ADMIN_DASHBOARD_TABS = ['users', 'analytics', 'settings', 'domains'] as const;

/** The open tab lives in the address, so a reload or a shared link opens the same one. */
export const adminDashboardParamsSchema = z.object({ tab: z.enum(ADMIN_DASHBOARD_TABS).catch('users') });
