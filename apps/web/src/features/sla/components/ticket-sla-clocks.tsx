import { MINUTE_MS } from '@basisdesk/shared/common/durations';
import { SLA_EVENT_LABELS, type TicketSla } from '@basisdesk/shared/sla/ticket-sla.schema';
import { PRIORITY_LABELS } from '@basisdesk/shared/tickets/ticket-priorities';
import {
  ChevronRight,
  CircleAlert,
  CircleCheck,
  CirclePause,
  Clock,
  type LucideIcon,
  TriangleAlert,
} from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatZoneLabel, getViewerTimeZone } from '@/lib/format-date';
import { useNow } from '@/lib/use-now';
import { cn } from '@/lib/utils';
import { useTicketSla } from '../api/get-ticket-sla';
import { SLA_TARGETS } from '../sla-form';
import { type SlaTone, slaLine } from '../sla-wording';

/** Each tone's icon and colour; the line's words say the same, so colour is never the only signal. */
const TONES: Record<SlaTone, { Icon: LucideIcon; className: string }> = {
  running: { Icon: Clock, className: 'text-foreground' },
  paused: { Icon: CirclePause, className: 'text-muted-foreground' },
  met: { Icon: CircleCheck, className: 'text-success' },
  breached: { Icon: TriangleAlert, className: 'text-destructive dark:text-red-300' },
  missed: { Icon: CircleAlert, className: 'text-destructive dark:text-red-300' },
};

/**
 * A ticket's SLA clocks in its dialog: a line per target and, folded, the events that moved them.
 * Nothing for a ticket without clocks (booked before there were SLAs).
 */
export function TicketSlaClocks({ orderId }: { orderId: string }) {
  const sla = useTicketSla(orderId);
  if (sla.isPending) return <Skeleton className="h-16 w-full" />;
  if (sla.error) {
    return (
      <LoadError
        message={errorMessage(sla.error, 'Failed to load the SLA clocks')}
        isRetrying={sla.isFetching}
        onRetry={() => void sla.refetch()}
      />
    );
  }
  if (!sla.data) return null;
  return <Clocks sla={sla.data} />;
}

function Clocks({ sla }: { sla: TicketSla }) {
  // The lines count down from the answer each minute; the answer itself is asked for again only
  // when something happens to the ticket.
  const now = useNow(MINUTE_MS);
  const viewerZone = getViewerTimeZone();
  return (
    <section aria-labelledby="ticket-sla-heading" className="grid gap-2 rounded-md border p-3">
      <h3 id="ticket-sla-heading" className="text-sm font-semibold">
        SLA · {PRIORITY_LABELS[sla.priority]} priority
      </h3>
      <ul className="grid gap-1.5 text-sm">
        {SLA_TARGETS.map((target) => {
          const line = slaLine(target, sla[target], now);
          const { Icon, className } = TONES[line.tone];
          return (
            <li key={target} className="flex items-start gap-2" data-testid="sla-line">
              <Icon className={cn('mt-0.5 size-4 shrink-0', className)} aria-hidden="true" />
              <span
                className={cn(line.tone === 'breached' || line.tone === 'missed' ? className : undefined)}
              >
                {line.text}
              </span>
            </li>
          );
        })}
      </ul>
      {sla.timeZone && sla.timeZone !== viewerZone && (
        <p className="text-xs text-muted-foreground">
          Business hours are counted in {sla.timeZone} ({formatZoneLabel(now, sla.timeZone)}).
        </p>
      )}
      <details className="group text-sm">
        <summary className="flex cursor-pointer list-none items-center gap-1 font-medium [&::-webkit-details-marker]:hidden">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
          Clock history
        </summary>
        <ol className="mt-2 grid gap-1.5 pl-5" aria-label="Clock history">
          {sla.events.map((event, index) => (
            // Events at one instant keep their order: the position is part of who they are.
            <li key={index} className="grid">
              <span>
                {SLA_EVENT_LABELS[event.type]}
                {event.priority && ` · ${PRIORITY_LABELS[event.priority]}`}
              </span>
              <time dateTime={event.at} className="text-xs text-muted-foreground">
                {formatDateTime(event.at)}
              </time>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
