import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { LAST_STEP, type WizardStep } from '../wizard-state';
import { WIZARD_TEXTS } from '../wizard-texts';

type WizardNavProps = {
  step: WizardStep;
  isStepValid: boolean;
  /** What the step still needs, said while Next waits ('' once it may go on). */
  needs: string;
  isSubmitting: boolean;
  /** What the submit button says while the request (then its files) is being sent. */
  submittingText: string;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
};

/** Back is always possible; Next only once the step is valid (saying what is missing); Submit at the end. */
export function WizardNav({
  step,
  isStepValid,
  needs,
  isSubmitting,
  submittingText,
  onBack,
  onNext,
  onSubmit,
}: WizardNavProps) {
  const hintId = useId();
  return (
    <div className="flex w-full flex-col-reverse gap-3 sm:flex-row sm:items-end sm:justify-between">
      {step > 1 ? (
        <Button variant="outline" onClick={onBack} disabled={isSubmitting}>
          <ArrowLeft aria-hidden="true" />
          {WIZARD_TEXTS.back}
        </Button>
      ) : (
        <span aria-hidden="true" />
      )}
      <div className="grid gap-2 sm:justify-items-end">
        {needs && (
          <p id={hintId} className="text-sm text-muted-foreground">
            {needs}
          </p>
        )}
        {step < LAST_STEP ? (
          <Button onClick={onNext} disabled={!isStepValid} aria-describedby={needs ? hintId : undefined}>
            {WIZARD_TEXTS.next}
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : (
          <Button onClick={onSubmit} disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
            {isSubmitting ? submittingText : WIZARD_TEXTS.submit}
          </Button>
        )}
      </div>
    </div>
  );
}
