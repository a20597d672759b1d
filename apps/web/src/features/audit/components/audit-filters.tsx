import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@basisdesk/shared/audit/audit-actions';
import { FilterSelect } from '@/components/filter-select';
import { SearchInput } from '@/components/search-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AUDIT_ACTION_GROUPS, type AuditFilterValues, isDayRangeBackwards } from '../audit-list-params';

/** Each group ('user.*: every one') followed by its actions, so a whole kind or one name can be picked. */
const ACTION_CHOICES = AUDIT_ACTION_GROUPS.flatMap((group) => [
  { value: group, label: `${group}* (every one)` },
  ...AUDIT_ACTIONS.filter((action) => action.startsWith(group)).map((action) => ({
    value: action,
    label: action,
  })),
]);
const TARGET_TYPE_CHOICES = AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: type }));

type AuditFiltersProps = {
  value: AuditFilterValues;
  onChange: (next: Partial<AuditFilterValues>) => void;
};

/** Who (the start of an e-mail), what (an action or a kind), on what (target), and which UTC days. */
export function AuditFilters({ value, onChange }: AuditFiltersProps) {
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_16rem_12rem_1fr]">
        <SearchInput
          id="audit-actor-search"
          label="Actor"
          placeholder="Email starts with…"
          value={value.actor}
          onSearch={(actor) => onChange({ actor })}
        />
        <FilterSelect
          id="audit-action-filter"
          label="Action"
          allLabel="All Actions"
          value={value.action}
          choices={ACTION_CHOICES}
          onChange={(action) => onChange({ action })}
        />
        <FilterSelect
          id="audit-target-type-filter"
          label="Target type"
          allLabel="All Targets"
          value={value.targetType}
          choices={TARGET_TYPE_CHOICES}
          onChange={(targetType) => onChange({ targetType })}
        />
        <SearchInput
          id="audit-target-id-search"
          label="Target ID"
          placeholder="Exact id or key"
          value={value.targetId}
          onSearch={(targetId) => onChange({ targetId })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-[12rem_12rem_1fr] sm:items-end">
        <DayFilter
          id="audit-from"
          label="From (UTC day)"
          value={value.from}
          onChange={(from) => onChange({ from })}
        />
        <DayFilter id="audit-to" label="To (UTC day)" value={value.to} onChange={(to) => onChange({ to })} />
        {isDayRangeBackwards(value) && (
          <p role="status" className="text-sm text-red-700 dark:text-red-300">
            The end day is before the start day, so nothing can match.
          </p>
        )}
      </div>
    </div>
  );
}

/** A day (YYYY-MM-DD, as the server's filter takes it); cleared, no limit. */
function DayFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
