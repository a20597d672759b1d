import type { UserCounts } from '@basisdesk/shared/users/users.schema';
import { Skeleton } from '@/components/ui/skeleton';

const TILES: { label: string; key: keyof UserCounts }[] = [
  { label: 'Total', key: 'total' },
  { label: 'Customers', key: 'customers' },
  { label: 'Consultants', key: 'consultants' },
  { label: 'Admins', key: 'admins' },
  { label: 'Active', key: 'active' },
  { label: 'Inactive', key: 'inactive' },
];

/** Counts over all users (not just the filtered page), as the API reports them. */
export function UserCountTiles({
  counts,
  hasFailed,
}: {
  counts: UserCounts | undefined;
  hasFailed?: boolean;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {TILES.map((tile) => (
        <div key={tile.key} className="rounded-lg border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold">
            {counts ? counts[tile.key] : hasFailed ? '—' : <Skeleton className="h-8 w-12" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
