import { type ComponentProps, useLayoutEffect, useRef } from 'react';
import { cn } from '@/lib/utils';

/**
 * Names each body cell after its column (`data-label`), for the stacked layout phones get: read
 * from the header row, again whenever rows come and go (a page turned, a filter applied). A cell
 * that spans columns (an empty list's message) is its own label.
 */
function useColumnLabels() {
  const tableRef = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = tableRef.current;
    if (!table) return;
    const label = () => {
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      for (const row of table.querySelectorAll('tbody tr')) {
        [...row.children].forEach((cell, index) => {
          const name = (cell as HTMLTableCellElement).colSpan > 1 ? '' : (headers[index] ?? '');
          if (cell.getAttribute('data-label') !== name) cell.setAttribute('data-label', name);
        });
      }
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(table, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return tableRef;
}

/**
 * A table that fits a phone: below the `sm` breakpoint each row is a card of "column: value"
 * lines (the header row stays for screen readers), so no column and no action is ever off screen;
 * from `sm` up it is a table, scrolling sideways in its own box when it must.
 */
export function Table({
  className,
  scrollLabel,
  ...props
}: ComponentProps<'table'> & {
  /**
   * Names the box a wide table scrolls in and lets the keyboard reach it: needed where the rows may
   * hold nothing focusable, or a keyboard user could not scroll to the columns off screen.
   */
  scrollLabel?: string;
}) {
  const tableRef = useColumnLabels();
  return (
    <div
      className="relative w-full overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
      {...(scrollLabel && { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 })}
    >
      <table
        ref={tableRef}
        className={cn(
          'w-full caption-bottom text-sm',
          'max-sm:block max-sm:[&_tbody]:block max-sm:[&_thead]:sr-only max-sm:[&_tr]:block',
          className,
        )}
        {...props}
      />
    </div>
  );
}
export const TableHeader = ({ className, ...props }: ComponentProps<'thead'>) => (
  <thead className={cn('[&_tr]:border-b', className)} {...props} />
);
export const TableBody = ({ className, ...props }: ComponentProps<'tbody'>) => (
  <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />
);
export const TableRow = ({ className, ...props }: ComponentProps<'tr'>) => (
  <tr className={cn('border-b transition-colors hover:bg-muted/50 max-sm:py-2', className)} {...props} />
);
export const TableHead = ({ className, ...props }: ComponentProps<'th'>) => (
  <th
    className={cn('h-10 px-3 text-left align-middle font-medium text-muted-foreground', className)}
    {...props}
  />
);
/** On a phone: one line of the row's card, its column's name before its value. */
export const TableCell = ({ className, ...props }: ComponentProps<'td'>) => (
  <td
    className={cn(
      'p-3 align-middle',
      // The label in the first column, everything the cell holds in the second.
      'max-sm:grid max-sm:grid-cols-[minmax(0,7rem)_minmax(0,1fr)] max-sm:justify-items-start max-sm:gap-x-3 max-sm:px-3 max-sm:py-1',
      // A cell's own no-wrap and minimum widths are for the wide layout: here a long address wraps.
      'max-sm:min-w-0 max-sm:whitespace-normal max-sm:wrap-anywhere max-sm:[&_*]:min-w-0 max-sm:[&_*]:whitespace-normal',
      'max-sm:[&>*]:col-start-2',
      'max-sm:before:font-medium max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]',
      'max-sm:[&[data-label=""]]:block max-sm:[&[data-label=""]]:before:hidden',
      className,
    )}
    {...props}
  />
);
