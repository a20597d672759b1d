import { formatRupees } from '@basisdesk/shared/common/money';
import { PRIORITY_LABELS, type Priority } from '@basisdesk/shared/tickets/ticket-priorities';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { timeInOtherZone } from '@/components/week-grid/week-grid';
import { formatSlot, getViewerTimeZone } from '@/lib/format-date';
import { formatFileSize } from '@/lib/format-file-size';
import { formatHours } from '@/lib/format-hours';
import { type BookableSlot, estimateTotal, hoursOf } from '../slots';
import { WIZARD_TEXTS } from '../wizard-texts';

export type ReviewSummary = {
  supportTypeName: string;
  categoryName: string;
  subOptionName: string | null;
  /** Only when the sub-option requires one. */
  srIdentifier: string | null;
  priority: Priority | null;
  title: string;
  description: string;
  /** Sent to the ticket's conversation once the request is made. */
  files: readonly File[];
  consultantName: string;
  hourlyRate: number | null;
  slots: readonly BookableSlot[];
  /** The consultant's profile zone: each slot is also written in it. */
  consultantTimeZone: string | null;
};

function Item({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 border-b py-3 last:border-b-0 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** ' · consultant: Thu, Nov 26, 7:00 PM – 7:30 PM IST', when their zone is known and says otherwise. */
function theirTime(slot: BookableSlot, timeZone: string | null) {
  const theirs = timeInOtherZone([slot], getViewerTimeZone(), timeZone);
  if (theirs === null) return null;
  return (
    <span className="text-muted-foreground">
      {' · '}
      {WIZARD_TEXTS.consultantTimeShort}: {theirs}
    </span>
  );
}

/** Step 5: everything chosen, the hours and the estimated total (rate × hours), then submit. */
export function ReviewStep({ summary }: { summary: ReviewSummary }) {
  const hours = hoursOf(summary.slots);
  return (
    <div className="grid gap-4">
      <dl>
        <Item term={WIZARD_TEXTS.supportTypeLegend}>{summary.supportTypeName}</Item>
        <Item term={WIZARD_TEXTS.categoryLegend}>{summary.categoryName}</Item>
        {summary.subOptionName && <Item term={WIZARD_TEXTS.subOptionLegend}>{summary.subOptionName}</Item>}
        {summary.srIdentifier && <Item term={WIZARD_TEXTS.srIdentifierLabel}>{summary.srIdentifier}</Item>}
        <Item term={WIZARD_TEXTS.priorityLegend}>
          {summary.priority ? PRIORITY_LABELS[summary.priority] : ''}
        </Item>
        <Item term={WIZARD_TEXTS.titleLabel}>{summary.title}</Item>
        <Item term={WIZARD_TEXTS.descriptionLabel}>
          <span className="whitespace-pre-wrap">{summary.description}</span>
        </Item>
        {summary.files.length > 0 && (
          <Item term={WIZARD_TEXTS.files}>
            <ul className="grid gap-1">
              {summary.files.map((file, index) => (
                <li key={`${file.name}-${index}`} className="break-all">
                  {file.name} <span className="text-muted-foreground">({formatFileSize(file.size)})</span>
                </li>
              ))}
            </ul>
          </Item>
        )}
        <Item term={WIZARD_TEXTS.consultantLegend}>{summary.consultantName}</Item>
        <Item term={WIZARD_TEXTS.hourlyRate}>
          {summary.hourlyRate === null ? WIZARD_TEXTS.rateNotSet : formatRupees(summary.hourlyRate)}
        </Item>
        <Item term={WIZARD_TEXTS.timeSlots}>
          <ul className="grid gap-1">
            {summary.slots.map((slot) => (
              <li key={slot.id} className="tabular-nums">
                <time dateTime={slot.slotStartTime}>{formatSlot(slot.start, slot.end)}</time>
                {theirTime(slot, summary.consultantTimeZone)}
              </li>
            ))}
          </ul>
        </Item>
        <Item term={WIZARD_TEXTS.totalHours}>{formatHours(hours)}</Item>
        <Item term={WIZARD_TEXTS.estimatedTotal} testId="review-total">
          <span className="text-lg font-semibold">
            {summary.hourlyRate === null ? '' : formatRupees(estimateTotal(summary.hourlyRate, hours))}
          </span>
        </Item>
      </dl>
      <p className="flex items-start gap-2 rounded-md border bg-muted/50 p-3 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-brand-text" aria-hidden="true" />
        {TICKET_MESSAGES.adjustmentNote}
      </p>
    </div>
  );
}
