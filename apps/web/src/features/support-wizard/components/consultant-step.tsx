import type { AvailabilitySlot } from '@basisdesk/shared/availability/availability.schema';
import type { Consultant } from '@basisdesk/shared/consultants/consultants.schema';
import { type ReactNode, useId } from 'react';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { BookableSlot } from '../slots';
import { WIZARD_TEXTS } from '../wizard-texts';
import { ChoiceGroup } from './choice-group';
import { ConsultantOption } from './consultant-option';
import { SlotPicker } from './slot-picker';

type QueryView<T> = { data: T | undefined; error: Error | null; refetch: () => void };

type ConsultantStepProps = {
  consultants: QueryView<readonly Consultant[]>;
  consultantId: string | null;
  onPickConsultant: (consultantId: string) => void;
  /** The chosen consultant's slots over the week, booked and past ones included. */
  slots: QueryView<readonly AvailabilitySlot[]>;
  now: Date;
  selectedSlotIds: readonly string[];
  onToggleSlot: (slotId: string, isSelected: boolean) => void;
  selectedSlots: readonly BookableSlot[];
  consultantTimeZone: string | null;
  renderReviews: (consultantId: string) => ReactNode;
};

function LoadingCards({ label, count }: { label: string; count: number }) {
  return (
    <div className="grid gap-3" role="status">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-20" />
      ))}
    </div>
  );
}

/**
 * Step 4: a consultant (ranked as the server serves them), then their week. The grid needs the
 * card's whole width, so the two stack; the running total sits in the wizard's sticky footer.
 */
export function ConsultantStep({
  consultants,
  consultantId,
  onPickConsultant,
  slots,
  now,
  selectedSlotIds,
  onToggleSlot,
  selectedSlots,
  consultantTimeZone,
  renderReviews,
}: ConsultantStepProps) {
  const slotsHeadingId = useId();
  return (
    <div className="grid gap-8">
      <div className="min-w-0">
        {consultants.error ? (
          <LoadError message={consultants.error.message} onRetry={consultants.refetch} />
        ) : !consultants.data ? (
          <LoadingCards label={WIZARD_TEXTS.loadingConsultants} count={3} />
        ) : consultants.data.length === 0 ? (
          <p className="text-muted-foreground">{WIZARD_TEXTS.noConsultants}</p>
        ) : (
          <ChoiceGroup
            legend={WIZARD_TEXTS.consultantLegend}
            value={consultantId}
            onPick={(value) => onPickConsultant(value)}
          >
            {consultants.data.map((consultant) => (
              <ConsultantOption key={consultant.id} consultant={consultant}>
                {renderReviews(consultant.id)}
              </ConsultantOption>
            ))}
          </ChoiceGroup>
        )}
      </div>

      <section aria-labelledby={slotsHeadingId} className="grid min-w-0 content-start gap-4">
        <div>
          <h3 id={slotsHeadingId} className="text-base font-semibold">
            {WIZARD_TEXTS.slotsHeading}
          </h3>
          <p className="text-sm text-muted-foreground">{WIZARD_TEXTS.slotsDescription}</p>
        </div>
        {consultantId === null ? (
          <p className="text-muted-foreground">{WIZARD_TEXTS.chooseConsultantFirst}</p>
        ) : slots.error ? (
          <LoadError message={slots.error.message} onRetry={slots.refetch} />
        ) : !slots.data ? (
          <LoadingCards label={WIZARD_TEXTS.loadingSlots} count={2} />
        ) : (
          <SlotPicker
            slots={slots.data}
            now={now}
            selectedIds={selectedSlotIds}
            selectedSlots={selectedSlots}
            onToggle={onToggleSlot}
            consultantTimeZone={consultantTimeZone}
          />
        )}
      </section>
    </div>
  );
}
