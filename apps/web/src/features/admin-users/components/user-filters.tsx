import { ROLES } from '@basisdesk/shared/auth/roles';
import { USER_STATUS_FILTERS } from '@basisdesk/shared/users/user-statuses';
import { FilterSelect } from '@/components/filter-select';
import { SearchInput } from '@/components/search-input';
import type { UserFilterValues } from '../user-list-params';

/** Search (name and e-mail, server-side), role and status filters; 'Blocked' finds deactivated accounts. */
export function UserFilters({
  value,
  onChange,
}: {
  value: UserFilterValues;
  onChange: (next: Partial<UserFilterValues>) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
      <SearchInput
        id="user-search"
        label="Search users"
        placeholder="Search by name or email"
        value={value.search}
        onSearch={(search) => onChange({ search })}
      />
      <FilterSelect
        id="user-role-filter"
        label="Role"
        allLabel="All Roles"
        value={value.role}
        choices={ROLES.map((role) => ({ value: role, label: role }))}
        onChange={(role) => onChange({ role })}
      />
      <FilterSelect
        id="user-status-filter"
        label="Status"
        allLabel="All Statuses"
        value={value.status}
        choices={USER_STATUS_FILTERS.map((status) => ({ value: status, label: status }))}
        onChange={(status) => onChange({ status })}
      />
    </div>
  );
}
