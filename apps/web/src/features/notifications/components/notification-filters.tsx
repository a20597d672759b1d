import {
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENT_NAMES,
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_STATUSES,
} from '@basisdesk/shared/notifications/notifications.schema';
import { FilterSelect } from '@/components/filter-select';
import { SearchInput } from '@/components/search-input';
import type { NotificationFilterValues } from '../notification-list-params';

const STATUS_CHOICES = NOTIFICATION_STATUSES.map((status) => ({
  value: status,
  label: NOTIFICATION_STATUS_LABELS[status],
}));
const EVENT_CHOICES = NOTIFICATION_EVENT_NAMES.map((event) => ({
  value: event,
  label: NOTIFICATION_EVENT_LABELS[event],
}));

/** Recipient search (name or e-mail, on the server), status and event. */
export function NotificationFilters({
  value,
  onChange,
}: {
  value: NotificationFilterValues;
  onChange: (next: Partial<NotificationFilterValues>) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_12rem_14rem]">
      <SearchInput
        id="notification-recipient-search"
        label="Recipient"
        placeholder="Search by name or email"
        value={value.recipient}
        onSearch={(recipient) => onChange({ recipient })}
      />
      <FilterSelect
        id="notification-status-filter"
        label="Status"
        allLabel="All Statuses"
        value={value.status}
        choices={STATUS_CHOICES}
        onChange={(status) => onChange({ status })}
      />
      <FilterSelect
        id="notification-event-filter"
        label="Event"
        allLabel="All Events"
        value={value.event}
        choices={EVENT_CHOICES}
        onChange={(event) => onChange({ event })}
      />
    </div>
  );
}
