import { isAdmin, type Role } from '@basisdesk/shared/auth/roles';
import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { useEffect, useMemo, useState } from 'react';
import { Pagination } from '@/components/pagination';
import { formatCount } from '@/lib/format-count';
import { useListParams } from '@/lib/use-list-params';
import { cn } from '@/lib/utils';
import { useConsultants } from '../api/list-consultants';
import { useTickets } from '../api/list-tickets';
import { mergeConsultantChoices } from '../consultant-choices';
import {
  hasFilters,
  TICKETS_PAGE_SIZE,
  ticketListParamsSchema,
  toListParams,
  visibleFilters,
} from '../list-params';
import { useOpenTicket } from '../use-open-ticket';
import { type StatusChange, StatusChangeDialog } from './status-change-dialog';
import { TicketCard } from './ticket-card';
import { TicketDetailDialog, type TicketDialogParts } from './ticket-detail-dialog';
import { TicketFilters } from './ticket-filters';
import { TicketListEmpty, TicketListError, TicketListSkeleton } from './ticket-list-state';

/**
 * The role's tickets: filters, page and the open ticket (?ticket=) kept in the address, cards, the
 * detail dialog and the status-change dialog of a card.
 */
export function TicketList({ role, dialogParts }: { role: Role; dialogParts: TicketDialogParts }) {
  const [address, setAddress] = useListParams(ticketListParamsSchema);
  const filters = visibleFilters(address, role);
  const tickets = useTickets(role, toListParams(address, role));
  const consultants = useConsultants(isAdmin(role));
  const openTicket = useOpenTicket();
  // The card's copy of the ticket, drawn while the dialog reads the ticket itself.
  const [opened, setOpened] = useState<Ticket | null>(null);
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);

  // A page emptied by a change (its last ticket moved out of the filter) falls back to the last page.
  const data = tickets.data;
  const { page } = address;
  useEffect(() => {
    if (!data || data.items.length > 0 || page === 1) return;
    setAddress({ page: Math.max(1, Math.ceil(data.total / TICKETS_PAGE_SIZE)) }, { replace: true });
  }, [data, page, setAddress]);

  const consultantChoices = useMemo(
    () => mergeConsultantChoices(consultants.data ?? [], data?.items ?? []),
    [consultants.data, data?.items],
  );

  const seenPaymentStatuses = useMemo(
    () => (data?.items ?? []).map((ticket) => ticket.paymentStatus),
    [data?.items],
  );

  return (
    <>
      <TicketFilters
        role={role}
        value={filters}
        onChange={setAddress}
        consultants={consultantChoices}
        seenPaymentStatuses={seenPaymentStatuses}
      />

      <div className="mt-6">
        {tickets.isPending ? (
          <TicketListSkeleton />
        ) : tickets.error && !data ? (
          <TicketListError error={tickets.error} onRetry={() => void tickets.refetch()} />
        ) : data && data.items.length === 0 ? (
          <TicketListEmpty isSearching={filters.search !== ''} isFiltered={hasFilters(filters)} />
        ) : (
          <>
            {tickets.error && (
              <TicketListError error={tickets.error} onRetry={() => void tickets.refetch()} />
            )}
            <ul
              aria-busy={tickets.isPlaceholderData}
              aria-label="Tickets"
              className={cn(
                'grid gap-4 transition-opacity lg:grid-cols-2',
                tickets.isPlaceholderData && 'pointer-events-none opacity-60',
              )}
            >
              {data?.items.map((ticket) => (
                <li key={ticket.id} className="grid">
                  <TicketCard
                    ticket={ticket}
                    role={role}
                    onOpen={(card) => {
                      setOpened(card);
                      openTicket.open(card.id);
                    }}
                    onChangeStatus={(changed, status) => setStatusChange({ ticket: changed, status })}
                  />
                </li>
              ))}
            </ul>
            {data && (
              <Pagination
                label="Ticket pages"
                totalText={`${formatCount(data.total)}${data.isTotalCapped ? '+' : ''} tickets`}
                page={page}
                pageSize={TICKETS_PAGE_SIZE}
                total={data.total}
                isTotalCapped={data.isTotalCapped}
                onPageChange={(next) => setAddress({ page: next })}
              />
            )}
          </>
        )}
      </div>

      <TicketDetailDialog
        orderId={openTicket.openId}
        placeholder={opened?.id === openTicket.openId ? opened : undefined}
        role={role}
        parts={dialogParts}
        onClose={openTicket.close}
      />
      <StatusChangeDialog change={statusChange} role={role} onClose={() => setStatusChange(null)} />
    </>
  );
}
