import type { SupportRequestStats } from '@basisdesk/shared/tickets/tickets.schema';
import { TicketStatusBadge } from './ticket-status-badge';

const monthName = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The admin's Request Status figures: open, closed and total (closed is everything not open, so the
 * three add up), each status's count, and the requests of recent months.
 */
export function RequestStatusFigures({ stats }: { stats: SupportRequestStats }) {
  const busiestMonth = Math.max(1, ...stats.byMonth.map((month) => month.count));
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-3 gap-3 text-center">
        {(
          [
            ['Open', stats.open],
            ['Closed', stats.total - stats.open],
            ['Total', stats.total],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold" data-testid={`requests-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="requests-by-status-heading" className="grid gap-2">
        <h3 id="requests-by-status-heading" className="text-sm font-semibold">
          By status
        </h3>
        <ul className="grid gap-1.5">
          {stats.byStatus.map(({ status, count }) => (
            <li key={status} className="flex items-center justify-between gap-2 text-sm">
              <TicketStatusBadge status={status} viewerRole="admin" />
              <span className="font-semibold tabular-nums">{count}</span>
            </li>
          ))}
        </ul>
      </section>

      {stats.byMonth.length > 0 && (
        <section aria-labelledby="requests-by-month-heading" className="grid gap-2">
          <h3 id="requests-by-month-heading" className="text-sm font-semibold">
            By month
          </h3>
          <ul className="grid gap-1.5">
            {stats.byMonth.map(({ month, count }) => (
              <li key={month} className="grid grid-cols-[5.5rem_1fr_2.5rem] items-center gap-2 text-sm">
                <span className="text-muted-foreground">
                  {monthName.format(new Date(`${month}-01T00:00:00Z`))}
                </span>
                <span className="h-2 rounded-full bg-muted" aria-hidden="true">
                  <span
                    className="block h-2 rounded-full bg-primary"
                    style={{ width: `${(count / busiestMonth) * 100}%` }}
                  />
                </span>
                <span className="text-right font-semibold tabular-nums">{count}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
