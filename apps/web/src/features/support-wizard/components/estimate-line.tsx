import { formatRupees } from '@basisdesk/shared/common/money';
import { formatHours } from '@/lib/format-hours';
import { type BookableSlot, estimateTotal, hoursOf } from '../slots';
import { slotCountText, WIZARD_TEXTS } from '../wizard-texts';

/** '2 slots selected · 1 hour · Estimated total ₹3,000.00', announced as it changes. */
export function EstimateLine({
  hourlyRate,
  slots,
}: {
  hourlyRate: number | null;
  slots: readonly BookableSlot[];
}) {
  const hours = hoursOf(slots);
  return (
    <p aria-live="polite" className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="slot-estimate">
      {slotCountText(slots.length)} · {formatHours(hours)}
      {hourlyRate !== null && (
        <>
          {' · '}
          {WIZARD_TEXTS.estimatedTotal}{' '}
          <span className="font-semibold">{formatRupees(estimateTotal(hourlyRate, hours))}</span>
        </>
      )}
    </p>
  );
}
