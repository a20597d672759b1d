import { Skeleton } from '@/components/ui/skeleton';
import { useUserCounts } from '../api/get-user-counts';
import { UserDistribution } from './user-distribution';

/** Spec §2 Analytics: customers, consultants and admins, or why they could not be counted. */
export function UserDistributionPanel() {
  const { counts, error } = useUserCounts();
  if (counts) return <UserDistribution counts={counts} />;
  if (error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Error loading users: {error.message}
      </p>
    );
  }
  return <Skeleton className="h-28 w-full" />;
}
