import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Previous / 'Page X of Y' / Next; nothing when everything fits on one page. A capped total (more
 * matched than were counted) reads 'of Y+' and never disables Next: the pages go on past it.
 */
export function Pagination({
  label,
  page,
  pageSize,
  total,
  isTotalCapped = false,
  /** Said after the page count, e.g. '42 tickets'. */
  totalText,
  onPageChange,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  isTotalCapped?: boolean;
  totalText?: string;
  onPageChange: (page: number) => void;
}) {
  if (total <= pageSize && !isTotalCapped) return null;
  const pageCount = Math.ceil(total / pageSize);
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      {/* Between the buttons, wrapping on a phone ('Page 3 of 30 · 1,450 events' does not fit 360 px). */}
      <span className="min-w-0 text-center text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pageCount}
        {isTotalCapped && '+'}
        {totalText && ` · ${totalText}`}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={!isTotalCapped && page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
