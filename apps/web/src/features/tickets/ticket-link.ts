import { ticketForOrder } from '@/config/paths';

/** The whole address of a ticket's dialog, to paste anywhere (a link opens the ticket, then leaves the address). */
export const ticketShareUrl = (orderId: string) => `${window.location.origin}${ticketForOrder(orderId)}`;
