import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { TICKET_PARAM } from '@/config/paths';

/** History state of an entry the list added by opening a ticket from a card. */
type OpenedHere = { ticketOpenedHere?: boolean };

/**
 * The ticket whose dialog is open.
 * - A link (/tickets?ticket=<id>, from a mail, the dashboard, a new request) opens the ticket and
 *   is then removed from the address (spec §1 routes).
 * - A ticket opened from its card puts its link in the address bar, on a history entry of its own:
 *   the address is the ticket's link to copy, a reload shows the same ticket, Back closes it, and
 *   closing goes Back to the list, so Back after a close does not reopen it.
 */
export function useOpenTicket() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const paramId = searchParams.get(TICKET_PARAM);
  const isOpenedHere = (state as OpenedHere | null)?.ticketOpenedHere === true;
  const [linkedId, setLinkedId] = useState<string | null>(null);

  useEffect(() => {
    if (!paramId || isOpenedHere) return;
    setLinkedId(paramId);
    // From the address as it is now: react-router's copy is the last render's.
    const next = new URLSearchParams(window.location.search);
    next.delete(TICKET_PARAM);
    setSearchParams(next, { replace: true });
  }, [paramId, isOpenedHere, setSearchParams]);

  const open = useCallback(
    (orderId: string) => {
      setLinkedId(null);
      const next = new URLSearchParams(window.location.search);
      next.set(TICKET_PARAM, orderId);
      setSearchParams(next, { state: { ticketOpenedHere: true } satisfies OpenedHere });
    },
    [setSearchParams],
  );

  const close = useCallback(() => {
    if (isOpenedHere) navigate(-1);
    else setLinkedId(null);
  }, [isOpenedHere, navigate]);

  return { openId: isOpenedHere ? paramId : linkedId, open, close };
}
