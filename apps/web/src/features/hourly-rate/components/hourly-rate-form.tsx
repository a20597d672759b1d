import {
  HOURLY_RATE_MESSAGES,
  HOURLY_RATE_STEP,
  type UpdateHourlyRateBody,
  updateHourlyRateBodySchema,
} from '@basisdesk/shared/consultants/consultants.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
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
  const form = useForm({
    resolver: zodResolver(updateHourlyRateBodySchema),
    // The stored rate can arrive or change after the first render (the session is re-read from
    // the server): the field follows it.
    values: { hourlyRate: asInputValue(hourlyRate) },
  });
  const mutation = useUpdateHourlyRate();

  function handleSubmit({ hourlyRate: rate }: UpdateHourlyRateBody) {
    if (mutation.isPending) return;
    mutation.mutate(
      { userId, hourlyRate: rate },
      {
        onSuccess: async () => {
          await onUpdated();
          toast.success(HOURLY_RATE_MESSAGES.updated);
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast.error(errorMessage(error, HOURLY_RATE_MESSAGES.updateFailed));
        },
      },
    );
  }

  return (
    <div className={cn('grid gap-4', className)}>
      <dl>
        <dt className="text-sm text-muted-foreground">Hourly rate</dt>
        <dd
          className="mt-1 text-2xl font-bold"
          data-testid="hourly-rate"
          aria-busy={hourlyRate === undefined}
        >
          {hourlyRate === undefined ? (
            // Not known until the session is re-read from the server: "Not set" meanwhile was a
            // consultant's rate said to be missing for the moment it took to load.
            <>
              <span className="sr-only">Loading hourly rate...</span>
              <Skeleton className="h-8 w-32" />
            </>
          ) : (
            formatHourlyRate(hourlyRate)
          )}
        </dd>
      </dl>
      <Form
        form={form}
        onSubmit={handleSubmit}
        // The same rule the server applies: above 0, at most two decimals (an empty field is no rate).
        onInvalid={() => toast.error(HOURLY_RATE_MESSAGES.invalid)}
      >
        <FormField
          control={form.control}
          name="hourlyRate"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New hourly rate (₹)</FormLabel>
              {/* Wraps in narrow cards (the dashboard's side column) instead of squeezing the field. */}
              <div className="flex flex-wrap gap-2">
                <FormControl>
                  <Input
                    {...field}
                    value={typeof field.value === 'string' ? field.value : String(field.value ?? '')}
                    type="number"
                    inputMode="decimal"
                    min={HOURLY_RATE_STEP}
                    step={HOURLY_RATE_STEP}
                    placeholder="1500.00"
                    disabled={mutation.isPending}
                    className="min-w-32 flex-1"
                  />
                </FormControl>
                <SubmitButton isPending={mutation.isPending}>Update Rate</SubmitButton>
              </div>
              <FormMessage />
            </FormItem>
          )}
        />
      </Form>
    </div>
  );
}
