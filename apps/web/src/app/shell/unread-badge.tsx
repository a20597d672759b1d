import { cn } from '@/lib/utils';

/** 9+ in the top bar, 99+ in the sidebar; nothing at all when there is nothing unread. */
export function formatUnreadCount(count: number, cap: 9 | 99): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

export function UnreadBadge({ count, cap, className }: { count: number; cap: 9 | 99; className?: string }) {
  const text = formatUnreadCount(count, cap);
  if (!text) return null;
  return (
    <span
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground',
        className,
      )}
    >
      {text}
      <span className="sr-only"> unread</span>
    </span>
  );
}
