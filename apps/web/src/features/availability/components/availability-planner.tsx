import { AVAILABILITY_MESSAGES } from '@basisdesk/shared/availability/availability.schema';
import { Eye, EyeOff, Info } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { appConfig } from '@/config/app-config';
import { toLocalDateKey } from '@/lib/local-dates';
import { groupSlotsByDay } from '@/lib/slot-days';
import { useNow } from '@/lib/use-now';
import { useConsultantAvailability } from '../api/list-consultant-availability';
import { countSlots, toSlotViews } from '../slot-views';
import { AvailabilityForm } from './availability-form';
import { SlotDayList } from './slot-day-list';
import { SlotSummaryTiles } from './slot-summary-tiles';

/** Publish blocks of bookable 30-minute slots, and look after the slots published. */
export function AvailabilityPlanner({ consultantId }: { consultantId: string }) {
  const now = useNow();
  const availability = useConsultantAvailability(consultantId);
  const [showPastDays, setShowPastDays] = useState(false);
  // Days open by default: today; a day that just received a block opens too.
  const [expandedDays, setExpandedDays] = useState<ReadonlySet<string>>(
    () => new Set([toLocalDateKey(new Date())]),
  );

  const slots = availability.data ? toSlotViews(availability.data, now) : undefined;
  const days = slots ? groupSlotsByDay(slots, now) : [];
  const visibleDays = showPastDays ? days : days.filter((day) => !day.isPast);

  function toggleDay(dayKey: string) {
    setExpandedDays((current) => {
      const next = new Set(current);
      if (!next.delete(dayKey)) next.add(dayKey);
      return next;
    });
  }

  return (
    <div className="grid gap-6">
      <Card>
        <section aria-labelledby="add-availability-heading">
          <CardHeader>
            <h2 id="add-availability-heading" className="text-lg leading-tight font-semibold">
              Add Availability
            </h2>
            <CardDescription>
              A block of up to 8 hours, from today up to 7 days ahead, split into 30-minute slots.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <AvailabilityForm
              consultantId={consultantId}
              now={now}
              onCreated={(dayKey) => setExpandedDays((current) => new Set(current).add(dayKey))}
            />
            <p className="flex items-start gap-2 rounded-md border bg-muted/50 p-3 text-sm">
              <Info className="mt-0.5 size-4 shrink-0 text-brand-text" aria-hidden="true" />
              {AVAILABILITY_MESSAGES.massUpdateNote(appConfig.supportEmail)}
            </p>
          </CardContent>
        </section>
      </Card>

      <SlotSummaryTiles counts={slots && countSlots(slots)} hasFailed={Boolean(availability.error)} />

      <Card>
        <section aria-labelledby="your-slots-heading">
          <CardHeader className="sm:flex-row sm:items-center sm:justify-between">
            <h2 id="your-slots-heading" className="text-lg leading-tight font-semibold">
              Your Slots
            </h2>
            <Button variant="outline" size="sm" onClick={() => setShowPastDays((current) => !current)}>
              {showPastDays ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {showPastDays ? 'Hide Past Days' : 'Show Past Days'}
            </Button>
          </CardHeader>
          <CardContent>
            {availability.error && !availability.data ? (
              <LoadError message={availability.error.message} onRetry={() => availability.refetch()} />
            ) : availability.isPending ? (
              <div className="grid gap-3" role="status">
                <span className="sr-only">Loading slots...</span>
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-16 w-full" />
              </div>
            ) : (
              <SlotDayList
                days={visibleDays}
                expandedDays={expandedDays}
                onToggleDay={toggleDay}
                isShowingPastDays={showPastDays}
              />
            )}
          </CardContent>
        </section>
      </Card>
    </div>
  );
}
