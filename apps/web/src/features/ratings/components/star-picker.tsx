import { RATING_SCORE_MAX } from '@basisdesk/shared/ratings/ratings.limits';
import { Star } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { starsText } from '../rating-stars';

const STARS = Array.from({ length: RATING_SCORE_MAX }, (_, index) => index + 1);

/**
 * One score as a row of five stars: a radio group, so arrow keys move between them. A form's ref
 * and aria attributes go to the group (focusing it focuses the chosen or first star).
 */
export function StarPicker({
  id,
  label,
  value,
  onChange,
  disabled,
  ...props
}: Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'value' | 'defaultValue' | 'onChange'> & {
  id: string;
  label: string;
  value: number | null;
  onChange: (stars: number) => void;
  disabled?: boolean;
}) {
  return (
    // Stars at the bottom: a label that wraps does not push its row below its neighbours'.
    <div className="flex flex-col justify-between gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <RadioGroupPrimitive.Root
        id={id}
        aria-labelledby={`${id}-label`}
        orientation="horizontal"
        className="flex gap-1"
        value={value === null ? '' : String(value)}
        onValueChange={(next) => onChange(Number(next))}
        disabled={disabled}
        {...props}
      >
        {STARS.map((stars) => (
          <RadioGroupPrimitive.Item
            key={stars}
            value={String(stars)}
            aria-label={starsText(stars)}
            className="rounded-sm p-0.5 outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Star
              aria-hidden="true"
              className={cn(
                'size-6',
                value !== null && stars <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
              )}
            />
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
    </div>
  );
}
