import { Skeleton } from '@/components/ui/skeleton';
import type { SlotCounts } from '../slot-views';

const TILES: Array<{ label: string; key: keyof SlotCounts }> = [
  { label: 'Total', key: 'total' },
  { label: 'Available', key: 'available' },
  { label: 'Booked', key: 'booked' },
  { label: 'Expired', key: 'expired' },
];

/** Spec §2's four tiles, over every slot the page loaded (past days included, shown or not). */
export function SlotSummaryTiles({
  counts,
  hasFailed,
}: {
  counts: SlotCounts | undefined;
  hasFailed: boolean;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {TILES.map((tile) => (
        <div key={tile.key} className="rounded-lg border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold" data-testid={`slots-${tile.key}`}>
            {counts ? counts[tile.key] : hasFailed ? '—' : <Skeleton className="h-8 w-12" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
