import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import { Inbox, SearchX } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';

const SKELETON_CARDS = ['a', 'b', 'c', 'd'];

export function TicketListSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
      {SKELETON_CARDS.map((key) => (
        <Skeleton key={key} className="h-52 w-full" />
      ))}
    </div>
  );
}

/** Spec §8: a refused list (401/403) says to sign in again; anything else says what failed. */
export function TicketListError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const isRefused = error instanceof ApiError && (error.status === 401 || error.status === 403);
  return (
    <LoadError
      message={
        isRefused ? TICKET_MESSAGES.unauthorized : errorMessage(error, TICKET_MESSAGES.fetchRecentFailed)
      }
      onRetry={onRetry}
    />
  );
}

/**
 * Which empty state applies: nothing at all, nothing for the search, or nothing for the filters.
 * A search is named first: it is what the person typed last.
 */
export function TicketListEmpty({ isSearching, isFiltered }: { isSearching: boolean; isFiltered: boolean }) {
  const message = isSearching
    ? TICKET_MESSAGES.noTicketsForSearch
    : isFiltered
      ? TICKET_MESSAGES.noTicketsForFilters
      : TICKET_MESSAGES.noTickets;
  const Icon = isSearching || isFiltered ? SearchX : Inbox;
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{message}</p>
    </div>
  );
}
