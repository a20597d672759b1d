import type { LiveTicket } from '@basisdesk/shared/live/live.schema';
import { api } from '@/lib/api-client';

/**
 * POST live/ticket: a single-use ticket that opens the event stream (the token stays out of URLs).
 * Its schema, and zod with it, is loaded alongside the request: the shell opens the stream with
 * its first screen, which then paints without waiting for zod.
 */
export async function createLiveTicket(): Promise<LiveTicket> {
  const [{ liveTicketSchema }, answer] = await Promise.all([
    import('@basisdesk/shared/live/live.schema'),
    api.post<unknown>('/live/ticket'),
  ]);
  return liveTicketSchema.parse(answer);
}
