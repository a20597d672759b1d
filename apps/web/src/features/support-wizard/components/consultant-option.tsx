import { formatRupees } from '@basisdesk/shared/common/money';
import type { Consultant } from '@basisdesk/shared/consultants/consultants.schema';
import { CalendarClock, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { nextFreeText, ratingLabel, ratingText } from '../consultant-card';
import { WIZARD_TEXTS } from '../wizard-texts';
import { ChoiceCard } from './choice-group';
import { ConsultantProfileDetails } from './consultant-profile-details';

export const consultantName = (consultant: Pick<Consultant, 'firstName' | 'lastName'>) =>
  `${consultant.firstName} ${consultant.lastName}`.trim();

/**
 * One consultant to choose: their headline, status (a green dot when Active), rating, hourly rate
 * and next free slot (what the radio is described by), then what they wrote about themself, their
 * skills and up to two reviews (the children). Without a rate there is nothing to book against,
 * so the option is disabled.
 */
export function ConsultantOption({ consultant, children }: { consultant: Consultant; children: ReactNode }) {
  const isActive = consultant.status === 'Active';
  const { headline } = consultant.profile;
  return (
    <ChoiceCard
      value={consultant.id}
      isDisabled={consultant.hourlyRate === null}
      title={consultantName(consultant)}
      description={
        <span className="grid gap-1">
          {headline && (
            <span className="text-foreground" data-testid="consultant-headline">
              {headline}
            </span>
          )}
          <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <span className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                data-testid="consultant-status-dot"
                className={cn(
                  'size-2.5 rounded-full',
                  isActive ? 'bg-green-600 dark:bg-green-400' : 'bg-zinc-400',
                )}
              />
              {consultant.status}
            </span>
            <span className="flex items-center gap-1" data-testid="consultant-rating">
              <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
              <span aria-hidden="true">{ratingText(consultant)}</span>
              <span className="sr-only">{ratingLabel(consultant)}</span>
            </span>
          </span>
          <span className="font-medium text-foreground" data-testid="consultant-rate">
            {consultant.hourlyRate === null
              ? WIZARD_TEXTS.rateNotSet
              : `${formatRupees(consultant.hourlyRate)} ${WIZARD_TEXTS.perHour}`}
          </span>
          <span className="flex items-start gap-1.5" data-testid="consultant-next-free">
            <CalendarClock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {nextFreeText(consultant.nextFreeSlotStart)}
          </span>
        </span>
      }
    >
      <ConsultantProfileDetails consultant={consultant} />
      {children}
    </ChoiceCard>
  );
}
