import { isAdmin, isConsultant, type Role } from '@basisdesk/shared/auth/roles';
import { DATE_RANGES, type DateRange } from '@basisdesk/shared/tickets/ticket-date-ranges';
import {
  PAYMENT_STATUSES,
  type PaymentStatus,
  statusesSeenBy,
} from '@basisdesk/shared/tickets/ticket-statuses';
import { X } from 'lucide-react';
import { FilterSelect } from '@/components/filter-select';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { paymentStatusChoices } from '@/features/payments/payment-rules';
import { useStatusOptions } from '../api/get-status-options';
import type { ConsultantChoice } from '../consultant-choices';
import { hasFilters, type TicketFilterValues } from '../list-params';
import { statusName } from '../status-choices';

const DATE_RANGE_LABELS: Record<DateRange, string> = {
  today: 'Today',
  week: 'Last 7 days',
  month: 'Last 30 days',
  quarter: 'Last 90 days',
};

type TicketFiltersProps = {
  role: Role;
  value: TicketFilterValues;
  onChange: (changes: Partial<TicketFilterValues>) => void;
  /** Admins only: the consultants to filter by. */
  consultants: readonly ConsultantChoice[];
  /** The payment statuses of the tickets on screen: any beyond the four are offered too (spec §2). */
  seenPaymentStatuses: readonly (PaymentStatus | undefined)[];
};

/** Text search, date range, status, payment status (not for consultants) and consultant (admins). */
export function TicketFilters({
  role,
  value,
  onChange,
  consultants,
  seenPaymentStatuses,
}: TicketFiltersProps) {
  const { data: options } = useStatusOptions();
  // Payment is not the consultant's business, and Paid would reveal it (they see Paid as Closed).
  const statuses = statusesSeenBy(role);
  const isFiltered = value.search !== '' || hasFilters(value);

  return (
    <section aria-label="Filters" className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchInput
          id="ticket-search-filter"
          label="Search"
          placeholder="Number, description, names..."
          value={value.search}
          onSearch={(search) => onChange({ search })}
        />
        <FilterSelect
          id="ticket-date-filter"
          label="Date"
          allLabel="Any time"
          value={value.date}
          choices={DATE_RANGES.map((range) => ({ value: range, label: DATE_RANGE_LABELS[range] }))}
          onChange={(date) => onChange({ date })}
        />
        <FilterSelect
          id="ticket-status-filter"
          label="Status"
          allLabel="All statuses"
          value={value.status}
          choices={statuses.map((status) => ({ value: status, label: statusName(status, options) }))}
          onChange={(status) => onChange({ status })}
        />
        {!isConsultant(role) && (
          <FilterSelect
            id="ticket-payment-filter"
            label="Payment status"
            allLabel="All payment statuses"
            value={value.paymentStatus}
            choices={paymentStatusChoices(PAYMENT_STATUSES, seenPaymentStatuses).map((status) => ({
              value: status,
              label: status,
            }))}
            onChange={(paymentStatus) => onChange({ paymentStatus })}
          />
        )}
        {isAdmin(role) && (
          <FilterSelect
            id="ticket-consultant-filter"
            label="Consultant"
            allLabel="All consultants"
            value={value.consultantId}
            choices={consultants.map((consultant) => ({ value: consultant.id, label: consultant.name }))}
            onChange={(consultantId) => onChange({ consultantId })}
          />
        )}
      </div>
      {isFiltered && (
        <div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() =>
              onChange({ search: '', date: '', status: '', paymentStatus: '', consultantId: '' })
            }
          >
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      )}
    </section>
  );
}
