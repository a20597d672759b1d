import { Link } from 'react-router';
import { appConfig } from '@/config/app-config';
import { cn } from '@/lib/utils';

/** The mark and the product name; links home. */
/** `isCompact` hides the name on the narrowest phones, where the top bar needs the room. */
export function Brand({
  to = '/',
  className,
  isCompact = false,
}: {
  to?: string;
  className?: string;
  isCompact?: boolean;
}) {
  return (
    <Link
      to={to}
      aria-label={appConfig.appName}
      className={cn('flex items-center gap-2 rounded-md font-bold', className)}
    >
      <img
        src="/favicon.svg"
        alt=""
        width={28}
        height={28}
        className="size-7 rounded-md dark:ring-1 dark:ring-white/25"
      />
      <span className={cn('text-lg tracking-tight', isCompact && 'hidden min-[420px]:inline')}>
        {appConfig.appName}
      </span>
    </Link>
  );
}
