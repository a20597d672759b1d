import { TICKET_MESSAGES, type TicketStatus } from '@basisdesk/shared/tickets/tickets.messages';
import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session/session-provider';
import { useConsultants } from '@/features/tickets/api/list-consultants';
import { useTickets } from '@/features/tickets/api/list-tickets';
import { type StatusChange, StatusChangeDialog } from '@/features/tickets/components/status-change-dialog';
import { TicketCard } from '@/features/tickets/components/ticket-card';
import { TicketDetailDialog } from '@/features/tickets/components/ticket-detail-dialog';
import { type ConsultantChoice, TicketFilters } from '@/features/tickets/components/ticket-filters';
import {
  TicketListEmpty,
  TicketListError,
  TicketListSkeleton,
} from '@/features/tickets/components/ticket-list-state';
import {
  hasFilters,
  readPage,
  readTicketFilters,
  TICKET_PARAM,
  TICKETS_PAGE_SIZE,
  type TicketFilterValues,
  toListParams,
  visibleFilters,
  writePage,
  writeTicketFilters,
} from '@/features/tickets/list-params';
import { cn } from '@/lib/utils';

export default function TicketsPage() {
  const { user } = useSession();
  if (!user) return null;
  return <TicketList role={user.role} />;
}

function TicketList({ role }: { role: 'customer' | 'consultant' | 'admin' }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = visibleFilters(readTicketFilters(searchParams), role);
  const page = readPage(searchParams);
  const tickets = useTickets(role, toListParams(filters, page, role));
  const consultants = useConsultants(role === 'admin');
  const [openTicket, setOpenTicket] = useState<{ id: string; placeholder?: Ticket } | null>(null);
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);

  // ?ticket=<id> opens that ticket once; the address then forgets it, so a reload or Back does not reopen it.
  const linkedTicketId = searchParams.get(TICKET_PARAM);
  useEffect(() => {
    if (!linkedTicketId) return;
    setOpenTicket({ id: linkedTicketId });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TICKET_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linkedTicketId, setSearchParams]);

  // A page emptied by a change (its last ticket moved out of the filter) falls back to the last page.
  const data = tickets.data;
  useEffect(() => {
    if (!data || data.items.length > 0 || page === 1) return;
    const lastPage = Math.max(1, Math.ceil(data.total / TICKETS_PAGE_SIZE));
    setSearchParams((current) => writePage(current, lastPage), { replace: true });
  }, [data, page, setSearchParams]);

  const consultantChoices = useMemo(
    () => mergeConsultants(consultants.data ?? [], data?.items ?? []),
    [consultants.data, data?.items],
  );
  const seenPaymentStatuses = useMemo(
    () => [...new Set((data?.items ?? []).flatMap((ticket) => ticket.paymentStatus ?? []))],
    [data?.items],
  );

  function handleFiltersChange(changes: Partial<TicketFilterValues>) {
    setSearchParams((current) => writeTicketFilters(current, changes), { replace: true });
  }

  return (
    <>
      <PageHeader
        title={role === 'admin' ? TICKET_MESSAGES.allTicketsTitle : TICKET_MESSAGES.myTicketsTitle}
        description={
          role === 'admin'
            ? 'Every support request on the platform.'
            : role === 'consultant'
              ? 'The tickets customers booked with you.'
              : 'Your support requests and where they stand.'
        }
        actions={
          role === 'customer' && (
            <Link to={paths.support} className={buttonVariants()}>
              <Plus aria-hidden="true" />
              {TICKET_MESSAGES.newTicket}
            </Link>
          )
        }
      />

      <TicketFilters
        role={role}
        value={filters}
        onChange={handleFiltersChange}
        seenPaymentStatuses={seenPaymentStatuses}
        consultants={consultantChoices}
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
                    onOpen={(opened) => setOpenTicket({ id: opened.id, placeholder: opened })}
                    onChangeStatus={(changed: Ticket, status: TicketStatus) =>
                      setStatusChange({ ticket: changed, status })
                    }
                  />
                </li>
              ))}
            </ul>
            {data && (
              <Pagination
                label="Ticket pages"
                totalText={`${data.total} tickets`}
                page={page}
                pageSize={TICKETS_PAGE_SIZE}
                total={data.total}
                onPageChange={(next) => setSearchParams((current) => writePage(current, next))}
              />
            )}
          </>
        )}
      </div>

      <TicketDetailDialog
        orderId={openTicket?.id ?? null}
        placeholder={openTicket?.placeholder}
        role={role}
        onClose={() => setOpenTicket(null)}
      />
      <StatusChangeDialog change={statusChange} role={role} onClose={() => setStatusChange(null)} />
    </>
  );
}

/** The directory's active consultants, plus any seen on the tickets (a deactivated one still has tickets). */
function mergeConsultants(
  directory: ReadonlyArray<{ id: string; firstName: string; lastName: string }>,
  tickets: readonly Ticket[],
): ConsultantChoice[] {
  const byId = new Map<string, string>();
  for (const consultant of directory) {
    byId.set(consultant.id, `${consultant.firstName} ${consultant.lastName}`.trim());
  }
  for (const ticket of tickets) {
    if (!byId.has(ticket.consultantId)) byId.set(ticket.consultantId, ticket.consultantName);
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
