import { displayedStatus, type TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import { cn } from '@/lib/utils';
import { useStatusOptions } from '../api/get-status-options';
import { statusName } from '../status-choices';

/** Neutral until the options arrive, and for a status the server did not colour. */
const FALLBACK_COLOR = '#71717a';

/**
 * A status as the person should read it (a consultant sees Paid as Closed), coloured from the
 * server's status options. The colour marks the border and a dot only: the text keeps the theme's
 * foreground, so it stays readable whatever colour an administrator chose.
 */
export function TicketStatusBadge({
  status,
  viewerRole,
  className,
}: {
  status: TicketStatus;
  /** Who looks: the same status reads differently to a consultant. */
  viewerRole: string;
  className?: string;
}) {
  const { data: options } = useStatusOptions();
  const shown = displayedStatus(status, viewerRole);
  const color = options?.find((option) => option.statusCode === shown)?.colorCode ?? FALLBACK_COLOR;
  return (
    <span
      data-testid="ticket-status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border-2 bg-background px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-foreground',
        className,
      )}
      style={{ borderColor: color }}
    >
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: color }} />
      {statusName(shown, options)}
    </span>
  );
}
