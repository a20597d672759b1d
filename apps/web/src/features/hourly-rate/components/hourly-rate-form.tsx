import { HOURLY_RATE_MESSAGES, hourlyRateSchema } from '@basisdesk/shared/consultants/consultants.schema';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useUpdateHourlyRate } from '../api/update-hourly-rate';
import { formatHourlyRate } from '../format-hourly-rate';

type HourlyRateFormProps = {
  userId: string;
  hourlyRate: number | null | undefined;
  /** Re-reads the signed-in user, so every screen shows the saved rate. */
  onUpdated: () => Promise<void>;
  className?: string;
};

const asInputValue = (rate: number | null | undefined) => (typeof rate === 'number' ? rate.toFixed(2) : '');

/** The consultant's rate in rupees: shown as customers see it, and changed in place. */
export function HourlyRateForm({ userId, hourlyRate, onUpdated, className }: HourlyRateFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(() => asInputValue(hourlyRate));
  // The stored rate can arrive or change after the first render (the session is re-read from the
  // server): the field follows it, as React's "adjust state when a prop changes" pattern does.
  const [shownRate, setShownRate] = useState(hourlyRate);
  if (hourlyRate !== shownRate) {
    setShownRate(hourlyRate);
    setValue(asInputValue(hourlyRate));
  }
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useUpdateHourlyRate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    // The same rule the server applies: above 0, at most two decimals (an empty field is no rate).
    const parsed = hourlyRateSchema.safeParse(value);
    if (!parsed.success) {
      setProblem(HOURLY_RATE_MESSAGES.invalid);
      toast.error(HOURLY_RATE_MESSAGES.invalid);
      document.getElementById(inputId)?.focus();
      return;
    }
    setProblem(null);
    mutation.mutate(
      { userId, hourlyRate: parsed.data },
      {
        onSuccess: async () => {
          await onUpdated();
          toast.success(HOURLY_RATE_MESSAGES.updated);
        },
        onError: (error) => toast.error(errorMessage(error, HOURLY_RATE_MESSAGES.updateFailed)),
      },
    );
  }

  return (
    <div className={cn('grid gap-4', className)}>
      <dl>
        <dt className="text-sm text-muted-foreground">Hourly rate</dt>
        <dd className="mt-1 text-2xl font-bold" data-testid="hourly-rate">
          {formatHourlyRate(hourlyRate)}
        </dd>
      </dl>
      <form noValidate onSubmit={handleSubmit} className="grid gap-2">
        <Label htmlFor={inputId}>New hourly rate (₹)</Label>
        {/* Wraps in narrow cards (the dashboard's side column) instead of squeezing the field. */}
        <div className="flex flex-wrap gap-2">
          <Input
            id={inputId}
            name="hourlyRate"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            placeholder="1500.00"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            disabled={mutation.isPending}
            className="min-w-32 flex-1 aria-invalid:border-destructive"
          />
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending && <Spinner />}
            {mutation.isPending ? 'Saving...' : 'Update Rate'}
          </Button>
        </div>
        {problem && (
          <p id={errorId} className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
