import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useWeeklyPattern } from '../api/get-weekly-pattern';
import { ExceptionDays } from './exception-days';
import { WeeklyPatternForm } from './weekly-pattern-form';

/** The weekly pattern and its exception days, above the one-off block form. */
export function WeeklyAvailability() {
  const pattern = useWeeklyPattern();
  return (
    <Card>
      <section aria-labelledby="weekly-availability-heading">
        <CardHeader>
          <h2 id="weekly-availability-heading" className="text-lg leading-tight font-semibold">
            Weekly availability
          </h2>
          <CardDescription>
            Blocks that repeat every week, in your time zone. Slots are made for today and the next 7 days as
            days pass; times you already have and exception days are skipped.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {pattern.error && !pattern.data ? (
            <LoadError message={pattern.error.message} onRetry={() => pattern.refetch()} />
          ) : !pattern.data ? (
            <div role="status">
              <span className="sr-only">Loading weekly availability...</span>
              <Skeleton className="h-40 w-full" />
            </div>
          ) : (
            // Mounted once the pattern is known, so the form starts from it.
            <WeeklyPatternForm pattern={pattern.data} />
          )}
          <ExceptionDays />
        </CardContent>
      </section>
    </Card>
  );
}
