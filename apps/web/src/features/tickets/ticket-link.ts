import { paths } from '@/config/paths';

/** ?ticket=<id> opens that ticket's dialog on the list (spec §2). */
export const TICKET_PARAM = 'ticket';

/** The list with one ticket's dialog open: what the dashboard and notifications link to. */
export const ticketLinkPath = (orderId: string) =>
  `${paths.tickets}?${TICKET_PARAM}=${encodeURIComponent(orderId)}`;
