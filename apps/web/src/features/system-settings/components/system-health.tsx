import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSystemHealth } from '../api/get-system-health';

/** 'All Systems Operational' only while GET /health says so; otherwise a plain degraded notice. */
export function SystemHealth() {
  const { data, error, isPending } = useSystemHealth();

  if (isPending) return <Skeleton className="h-12 w-full" />;

  if (error || data?.status !== 'ok') {
    return (
      <div role="status" className="flex items-start gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div>
          <p className="font-medium text-destructive">Service Degraded</p>
          <p className="text-sm text-muted-foreground">
            The API or its database is not answering{error ? `: ${error.message}` : ''}. Sign-ins and requests
            may fail until it recovers.
          </p>
        </div>
      </div>
    );
  }

  return (
    <div role="status" className="flex items-start gap-3">
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
      <div>
        <p className="font-medium">All Systems Operational</p>
        <p className="text-sm text-muted-foreground">The API and the database are answering.</p>
      </div>
    </div>
  );
}
