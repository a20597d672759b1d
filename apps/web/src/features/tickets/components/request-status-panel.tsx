import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useSupportRequestStats } from '../api/get-support-request-stats';
import { RequestStatusFigures } from './request-status-figures';

/** The admin's Request Status figures, counted by the server. */
export function RequestStatusPanel() {
  const { data: stats, error, refetch } = useSupportRequestStats();
  if (stats) return <RequestStatusFigures stats={stats} />;
  if (error) return <LoadError message={error.message} onRetry={() => void refetch()} />;
  return <Skeleton className="h-28 w-full" />;
}
