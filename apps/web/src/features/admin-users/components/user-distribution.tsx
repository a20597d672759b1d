import type { UserCounts } from '@basisdesk/shared/users/users.schema';

const ROWS: { label: string; key: keyof UserCounts }[] = [
  { label: 'Customers', key: 'customers' },
  { label: 'Consultants', key: 'consultants' },
  { label: 'Admins', key: 'admins' },
];

/** 'User Distribution': each role's count and its share of all users as a bar. */
export function UserDistribution({ counts }: { counts: UserCounts }) {
  return (
    <ul className="grid gap-4">
      {ROWS.map((row) => {
        const count = counts[row.key];
        const share = counts.total > 0 ? Math.round((count / counts.total) * 100) : 0;
        return (
          <li key={row.key} className="grid gap-1.5">
            <div className="flex items-baseline justify-between text-sm">
              <span className="font-medium">{row.label}</span>
              <span className="text-muted-foreground">
                {count} ({share}%)
              </span>
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
