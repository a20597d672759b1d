import { ROLES, type Role } from '@basisdesk/shared/auth/roles';
import { USER_STATUSES, type UserStatus } from '@basisdesk/shared/users/users.schema';
import { FilterSelect } from '@/components/filter-select';
import { SearchInput } from '@/components/search-input';

export type UserFilterValues = { search: string; role: Role | ''; status: UserStatus | '' };

/** Search (name and e-mail, server-side), role and status filters. */
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
        choices={USER_STATUSES.map((status) => ({ value: status, label: status }))}
        onChange={(status) => onChange({ status })}
      />
    </div>
  );
}
