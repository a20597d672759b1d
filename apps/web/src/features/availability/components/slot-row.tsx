import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDay, formatTimeRange } from '@/lib/format-date';
import type { SlotView } from '../slot-views';
import { SlotStateBadge } from './slot-state-badge';

type SlotRowProps = {
  slot: SlotView;
  isDeleting: boolean;
  onDelete: (slot: SlotView) => void;
};

/** One 30-minute slot; only a free slot that has not ended can be deleted (spec §2). */
export function SlotRow({ slot, isDeleting, onDelete }: SlotRowProps) {
  const range = formatTimeRange(slot.start, slot.end);
  return (
    // A booked row (time, ticket number, badge) is wider than a 360 px phone: it wraps there.
    <li className="flex min-h-12 flex-wrap items-center gap-x-3 gap-y-1 px-3 py-1.5" data-testid="slot">
      <time dateTime={slot.slotStartTime} className="min-w-0 flex-1 font-medium tabular-nums">
        {range}
      </time>
      {slot.ticketId && slot.orderNumber && (
        // A booked slot names its ticket (the consultant's own view carries it), linking to it.
        <Link
          to={`${paths.tickets}?ticket=${encodeURIComponent(slot.ticketId)}`}
          className="font-mono text-xs underline-offset-4 hover:underline"
          aria-label={`Open ticket ${slot.orderNumber}`}
        >
          {slot.orderNumber}
        </Link>
      )}
      <SlotStateBadge state={slot.state} />
      {slot.state === 'Available' ? (
        <Button
          variant="ghost"
          size="icon"
          className="text-red-700 dark:text-red-300"
          disabled={isDeleting}
          onClick={() => onDelete(slot)}
          aria-label={`Delete slot ${range} on ${formatDay(slot.start)}`}
        >
          {isDeleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
        </Button>
      ) : (
        // Keeps the badges of every row in one column.
        <span className="size-10" aria-hidden="true" />
      )}
    </li>
  );
}
