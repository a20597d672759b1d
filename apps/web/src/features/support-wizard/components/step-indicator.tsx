import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';
import { WIZARD_STEPS, type WizardStep } from '../wizard-state';
import { WIZARD_TEXTS } from '../wizard-texts';

type StepIndicatorProps = {
  current: WizardStep;
  /** Going back is always allowed (spec §2); forward goes through Next. */
  onGoBack: (step: WizardStep) => void;
};

/** The five steps: done ones are buttons back to them, the current one is marked aria-current. */
export function StepIndicator({ current, onGoBack }: StepIndicatorProps) {
  return (
    <nav aria-label={WIZARD_TEXTS.progressLabel} className="mb-6">
      <ol className="flex items-center gap-1 sm:gap-2">
        {WIZARD_STEPS.map(({ step, title }) => {
          const isDone = step < current;
          const isCurrent = step === current;
          const marker = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                  isCurrent && 'border-brand-text bg-primary text-primary-foreground',
                  isDone && 'border-brand-text text-brand-text',
                  !isDone && !isCurrent && 'text-muted-foreground',
                )}
              >
                {isDone ? <Check className="size-4" /> : step}
              </span>
              {/* On phones only the numbers show: the step's own heading names it. */}
              <span
                className={cn(
                  'sr-only text-sm md:not-sr-only',
                  isCurrent ? 'font-semibold' : 'text-muted-foreground',
                )}
              >
                {title}
                {isDone && <span className="sr-only"> ({WIZARD_TEXTS.completed})</span>}
              </span>
            </>
          );
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn('flex min-w-0 items-center gap-2', step < WIZARD_STEPS.length && 'flex-1')}
            >
              {isDone ? (
                <button
                  type="button"
                  onClick={() => onGoBack(step)}
                  className="flex cursor-pointer items-center gap-2 rounded-md p-0.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {marker}
                </button>
              ) : (
                <span className="flex items-center gap-2 p-0.5">{marker}</span>
              )}
              {step < WIZARD_STEPS.length && (
                <span
                  aria-hidden="true"
                  className={cn('h-px min-w-2 flex-1', isDone ? 'bg-brand-text' : 'bg-border')}
                />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
