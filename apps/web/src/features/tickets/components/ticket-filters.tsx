import {
  DATE_RANGES,
  type DateRange,
  PAYMENT_STATUSES,
  type PaymentStatus,
  TICKET_STATUSES,
  type TicketStatus,
} from '@basisdesk/shared/tickets/tickets.messages';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { SessionRole } from '@/config/paths';
import { useStatusOptions } from '../api/get-status-options';
import { hasFilters, type TicketFilterValues } from '../list-params';
import { statusName } from '../status-choices';

/** Spec §9: the search waits 300 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

const DATE_RANGE_LABELS: Record<DateRange, string> = {
  today: 'Today',
  week: 'Last 7 days',
  month: 'Last 30 days',
  quarter: 'Last 90 days',
};

export type ConsultantChoice = { id: string; name: string };

type TicketFiltersProps = {
  role: SessionRole;
  value: TicketFilterValues;
  onChange: (changes: Partial<TicketFilterValues>) => void;
  /** Payment statuses seen on the loaded tickets, offered beside the standard four. */
  seenPaymentStatuses: readonly string[];
  /** Admins only: the consultants to filter by. */
  consultants: readonly ConsultantChoice[];
};

/** Text search, date range, status, payment status (not for consultants) and consultant (admins). */
export function TicketFilters({
  role,
  value,
  onChange,
  seenPaymentStatuses,
  consultants,
}: TicketFiltersProps) {
  const { data: options } = useStatusOptions();
  // Payment is not the consultant's business, and Paid would reveal it (they see Paid as Closed).
  const statuses = TICKET_STATUSES.filter((status) => role !== 'consultant' || status !== 'Paid');
  const paymentStatuses = [...new Set<string>([...PAYMENT_STATUSES, ...seenPaymentStatuses])];
  const isFiltered = value.search !== '' || hasFilters(value);

  return (
    <section aria-label="Filters" className="grid gap-3 rounded-lg border bg-card p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchField value={value.search} onSearch={(search) => onChange({ search })} />
        <FilterSelect
          id="ticket-date-filter"
          label="Date"
          allLabel="Any time"
          value={value.date}
          choices={DATE_RANGES.map((range) => ({ value: range, label: DATE_RANGE_LABELS[range] }))}
          onChange={(date) => onChange({ date: date as DateRange | '' })}
        />
        <FilterSelect
          id="ticket-status-filter"
          label="Status"
          allLabel="All statuses"
          value={value.status}
          choices={statuses.map((status) => ({ value: status, label: statusName(status, options) }))}
          onChange={(status) => onChange({ status: status as TicketStatus | '' })}
        />
        {role !== 'consultant' && (
          <FilterSelect
            id="ticket-payment-filter"
            label="Payment status"
            allLabel="All payment statuses"
            value={value.paymentStatus}
            choices={paymentStatuses.map((status) => ({ value: status, label: status }))}
            onChange={(paymentStatus) => onChange({ paymentStatus: paymentStatus as PaymentStatus | '' })}
          />
        )}
        {role === 'admin' && (
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

/** Follows the address (the top bar's search writes ?search= too) and writes it after a pause. */
function SearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="grid gap-1.5">
      <Label htmlFor="ticket-search-filter">Search</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id="ticket-search-filter"
          type="search"
          placeholder="Number, description, names..."
          className="pl-9"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
}

function FilterSelect({
  id,
  label,
  allLabel,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
