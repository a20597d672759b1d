import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

// What the tables of the admin lists share, so each says loading, empty, stale and its row's
// actions the same way.

/** The table's rows while its first page loads: grey bars where the cells will be. */
export function TableSkeletonRows({
  rows,
  columns,
  barClassName = 'w-20',
}: {
  rows: number;
  columns: number;
  /** The bars' width. */
  barClassName?: string;
}) {
  return count(rows).map((row) => (
    <TableRow key={row}>
      {count(columns).map((cell) => (
        <TableCell key={cell}>
          <Skeleton className={cn('h-5', barClassName)} />
        </TableCell>
      ))}
    </TableRow>
  ));
}

const count = (length: number) => Array.from({ length }, (_, position) => position);

/** A list with nothing in it says so, in the box the rows would fill. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

/** The previous page's rows are shown while the next page loads: dimmed, so nobody acts on them. */
export function StaleRows({ isStale, children }: { isStale: boolean; children: ReactNode }) {
  return (
    <div
      aria-busy={isStale}
      className={cn('transition-opacity', isStale && 'pointer-events-none opacity-60')}
    >
      {children}
    </div>
  );
}

/** A row's last cell, under the 'Actions' head: its buttons, side by side at the right. */
export function TableActionsCell({ className, children }: { className?: string; children: ReactNode }) {
  return (
    // On a phone the row's buttons take the card's whole width, unlabelled, wrapping from the left.
    <TableCell className="max-sm:block max-sm:before:hidden">
      <div className={cn('flex flex-wrap items-center justify-end gap-2 max-sm:justify-start', className)}>
        {children}
      </div>
    </TableCell>
  );
}

/** A list's head: its columns' names, unbroken, and the 'Actions' head over the rows' buttons. */
export function TableHeadWithActions({ columns }: { columns: readonly string[] }) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <TableHead key={column} className="whitespace-nowrap">
            {column}
          </TableHead>
        ))}
        <TableHead className="text-right">Actions</TableHead>
      </TableRow>
    </TableHeader>
  );
}
