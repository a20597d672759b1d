import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { TICKET_PARAM } from '@/config/paths';

/**
 * ?ticket=<id> opens that ticket once; the address then forgets it, so a reload or Back does not
 * open it again.
 */
export function useLinkedTicket(onOpen: (orderId: string) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedTicketId = searchParams.get(TICKET_PARAM);
  useEffect(() => {
    if (!linkedTicketId) return;
    onOpen(linkedTicketId);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TICKET_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linkedTicketId, onOpen, setSearchParams]);
}
