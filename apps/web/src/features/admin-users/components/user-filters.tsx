import { ROLES, type Role } from '@basisdesk/shared/auth/roles';
import { USER_STATUSES, type UserStatus } from '@basisdesk/shared/users/users.schema';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/** Spec §9: search waits 300 ms after the last keystroke before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

export type UserFilterValues = { search: string; role: Role | ''; status: UserStatus | '' };

/** Search (name and e-mail, server-side), role and status filters. */
export function UserFilters({
  value,
  onChange,
}: {
  value: UserFilterValues;
  onChange: (next: Partial<UserFilterValues>) => void;
}) {
  const [searchText, setSearchText] = useState(value.search);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (searchText.trim() === value.search) return;
    const timer = setTimeout(() => onChangeRef.current({ search: searchText.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, value.search]);

  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
      <div className="grid gap-1.5">
        <Label htmlFor="user-search">Search users</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="user-search"
            type="search"
            placeholder="Search by name or email"
            className="pl-9"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="user-role-filter">Role</Label>
        <NativeSelect
          id="user-role-filter"
          value={value.role}
          onChange={(event) => onChange({ role: event.target.value as Role | '' })}
        >
          <option value="">All Roles</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="user-status-filter">Status</Label>
        <NativeSelect
          id="user-status-filter"
          value={value.status}
          onChange={(event) => onChange({ status: event.target.value as UserStatus | '' })}
        >
          <option value="">All Statuses</option>
          {USER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
