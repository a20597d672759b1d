import { type LiveTicket, liveTicketSchema } from '@basisdesk/shared/live/live.schema';
import { api } from '@/lib/api-client';

/** POST live/ticket: a single-use ticket that opens the event stream (the token stays out of URLs). */
export const createLiveTicket = async (): Promise<LiveTicket> =>
  liveTicketSchema.parse(await api.post<unknown>('/live/ticket'));
