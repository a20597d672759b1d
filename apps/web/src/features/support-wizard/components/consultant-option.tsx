import { formatRupees } from '@basisdesk/shared/common/money';
import type { Consultant } from '@basisdesk/shared/consultants/consultants.schema';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRating } from '@/lib/format-rating';
import { cn } from '@/lib/utils';
import { ratingCountText, WIZARD_TEXTS } from '../wizard-texts';
import { ChoiceCard } from './choice-group';

export const consultantName = (consultant: Pick<Consultant, 'firstName' | 'lastName'>) =>
  `${consultant.firstName} ${consultant.lastName}`.trim();

/**
 * One consultant to choose: status (a green dot when Active), rating, hourly rate and up to two
 * reviews (the children). Without a rate there is nothing to book against, so the option is disabled.
 */
export function ConsultantOption({ consultant, children }: { consultant: Consultant; children: ReactNode }) {
  const isActive = consultant.status === 'Active';
  return (
    <ChoiceCard
      value={consultant.id}
      isDisabled={consultant.hourlyRate === null}
      title={consultantName(consultant)}
      description={
        <span className="grid gap-1">
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
            <span className="flex items-center gap-1">
              <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
              {consultant.totalRatings > 0
                ? `${formatRating(consultant.averageRating)} (${ratingCountText(consultant.totalRatings)})`
                : WIZARD_TEXTS.noRatings}
            </span>
          </span>
          <span className="font-medium text-foreground" data-testid="consultant-rate">
            {consultant.hourlyRate === null
              ? WIZARD_TEXTS.rateNotSet
              : `${formatRupees(consultant.hourlyRate)} ${WIZARD_TEXTS.perHour}`}
          </span>
        </span>
      }
    >
      {children}
    </ChoiceCard>
  );
}
