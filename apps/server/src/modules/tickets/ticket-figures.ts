import {
  type ConsultantEarnings,
  type ConsultantEarningsQuery,
  isAdmin,
  PAYMENT_MESSAGES,
  type PaginationQuery,
  paiseToRupees,
  RESOLVED_STATUSES,
  SKILL_MESSAGES,
  type SupportRequestStats,
  type SupportRequestSummary,
  type TicketStatusCounts,
} from '@basisdesk/shared';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { UsersService } from '../users/users.service';
import { toSummary } from './ticket-dto';
import type { Viewer } from './ticket-filters';
import type { EarningsRow, TicketsRepository } from './tickets.repository';

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { details: [{ path, message }] });

const STATS_MONTHS = 6;

/** Hours as the database summed them (numeric), to the column's two decimals. */
const toHours = (value: number | string | null) => Math.round(Number(value ?? 0) * 100) / 100;

/** Earnings in rupees and hours, with totals; nothing about payment (spec §6, decision 028). */
function toEarnings(row: EarningsRow): ConsultantEarnings {
  const months = row.months.map((month) => ({
    month: month.month,
    amount: paiseToRupees(Number(month.amountPaise)),
    hours: toHours(month.hours),
    tickets: month.tickets,
  }));
  const totalPaise = row.months.reduce((sum, month) => sum + Number(month.amountPaise), 0);
  return {
    totalAmount: paiseToRupees(totalPaise),
    totalHours: toHours(months.reduce((sum, month) => sum + month.hours, 0)),
    totalTickets: months.reduce((sum, month) => sum + month.tickets, 0),
    months,
    recent: row.recent.map((ticket) => ({
      orderId: ticket.orderId,
      orderNumber: ticket.orderNumber,
      supportTypeName: ticket.supportTypeName,
      closedAt: ticket.closedAt,
      hoursWorked: toHours(ticket.hours),
      hoursLogged: ticket.hoursLogged,
      amount: paiseToRupees(Number(ticket.amountPaise)),
    })),
  };
}

/** The last `count` months up to now's, oldest first, as yyyy-mm (UTC). */
function recentMonths(now: Date, count: number): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * The tickets' figures: a consultant's earnings, the admin's summaries and dashboard counts. Part
 * of the tickets service (spread into it).
 */
export function createTicketFigures({
  repo,
  clock,
  users,
  countAll,
}: {
  repo: TicketsRepository;
  clock: Clock;
  users: Pick<UsersService, 'getConsultant'>;
  /** Every status's count over all tickets (the service's own counter). */
  countAll: () => Promise<TicketStatusCounts>;
}) {
  /**
   * Whose earnings a request reads: a consultant their own (naming another is refused), an admin
   * the consultant named, who must be one. Customers earn nothing here.
   */
  async function earningsOwner(viewer: Viewer, query: ConsultantEarningsQuery): Promise<string> {
    if (viewer.role === 'Consultant') {
      if (query.consultantId && query.consultantId !== viewer.id) {
        throw new AppError('FORBIDDEN', PAYMENT_MESSAGES.earningsOwnOnly);
      }
      return viewer.id;
    }
    if (!isAdmin(viewer.role)) throw new AppError('FORBIDDEN', PAYMENT_MESSAGES.earningsForConsultantsOnly);
    if (!query.consultantId) {
      throw invalid('consultantId', PAYMENT_MESSAGES.earningsConsultantRequired);
    }
    if (!(await users.getConsultant(query.consultantId))) {
      throw new AppError('NOT_FOUND', SKILL_MESSAGES.consultantNotFound);
    }
    return query.consultantId;
  }

  return {
    /** GET SupportRequests/earnings/consultant: earned tickets by month of closing, with totals. */
    async getEarnings(viewer: Viewer, query: ConsultantEarningsQuery): Promise<ConsultantEarnings> {
      return toEarnings(await repo.getEarnings(await earningsOwner(viewer, query)));
    },

    /** A page of every ticket in brief, and how many there are. */
    async listSummaries(query: PaginationQuery): Promise<{ items: SupportRequestSummary[]; total: number }> {
      const offset = (query.page - 1) * query.pageSize;
      const [rows, total] = await Promise.all([
        repo.listSummaries({ offset, limit: query.pageSize }),
        repo.countAll(),
      ]);
      return { items: rows.map(toSummary), total };
    },

    /** The admin dashboard's figures, counted by the database; every status and month listed. */
    async getStats(): Promise<SupportRequestStats> {
      const months = recentMonths(clock.now(), STATS_MONTHS);
      const [{ total, byStatus }, monthCounts, revenue] = await Promise.all([
        countAll(),
        repo.countByMonth(months[0] ?? ''),
        repo.getRevenue(),
      ]);
      const perMonth = new Map(monthCounts.map((row) => [row.month, row.count]));
      return {
        total,
        open: byStatus
          .filter((row) => !RESOLVED_STATUSES.includes(row.status))
          .reduce((sum, row) => sum + row.count, 0),
        byStatus,
        byMonth: months.map((month) => ({ month, count: perMonth.get(month) ?? 0 })),
        revenue: {
          paid: paiseToRupees(revenue.paid),
          outstanding: paiseToRupees(revenue.outstanding),
          refunded: paiseToRupees(revenue.refunded),
        },
      };
    },
  };
}
