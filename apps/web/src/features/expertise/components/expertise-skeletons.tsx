import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** Spec §2: six placeholder cards while the support types and skills load. */
const SKELETON_CARDS = 6;

export function ExpertiseSkeletons() {
  return (
    <div role="status" className="grid gap-4 @2xl:grid-cols-2">
      <span className="sr-only">Loading expertise areas...</span>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Card key={index} data-testid="expertise-skeleton">
          <CardHeader className="flex-row items-start gap-3">
            <Skeleton className="size-10 shrink-0" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
            </div>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-8 w-20" />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
