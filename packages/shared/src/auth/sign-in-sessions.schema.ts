import { z } from 'zod';
import { idSchema } from '../common/primitives.schema';

export * from './sign-in-sessions.messages';

/** One place the person is signed in (GET /api/auth/sessions). */
export const signInSessionSchema = z.object({
  id: idSchema,
  device: z.string().describe('The browser and system from the User-Agent, e.g. "Chrome on Windows"'),
  ipAddress: z.string().nullable().describe('The address it was last seen from'),
  createdAt: z.string().describe('When it signed in (ISO-8601 UTC)'),
  lastSeenAt: z.string().describe('Its latest request, to the minute (ISO-8601 UTC)'),
  current: z.boolean().describe('The session of the token that asked'),
});
export type SignInSession = z.infer<typeof signInSessionSchema>;

/** The caller's live sessions, newest first. */
export const signInSessionListSchema = z.object({ sessions: z.array(signInSessionSchema) });
export type SignInSessionList = z.infer<typeof signInSessionListSchema>;

/** POST /api/auth/sessions/end-others: how many sessions were signed out. */
export const endOtherSessionsResponseSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndOtherSessionsResponse = z.infer<typeof endOtherSessionsResponseSchema>;
