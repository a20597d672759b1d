import { ticketForOrder } from '@/config/paths';

/** The whole address of a ticket's dialog, to paste anywhere: the list forgets ?ticket= once opened. */
export const ticketShareUrl = (orderId: string) => `${window.location.origin}${ticketForOrder(orderId)}`;
