import {
  type BillingDetails,
  MAX_BILLING_ADDRESS_LENGTH,
  MAX_COMPANY_NAME_LENGTH,
  type UpdateBillingDetailsBody,
  type UpdateBillingDetailsInput,
  updateBillingDetailsBodySchema,
} from '@basisdesk/shared/billing/billing-details.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { LoadError } from '@/components/load-error';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Form } from '@/components/ui/form';
import { FieldBlock, TextField } from '@/components/ui/form-field-block';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { showFailureToast } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { BILLING_DETAILS_LOAD_FAILED, useBillingDetails } from '../api/get-billing-details';
import { BILLING_DETAILS_SAVE_FAILED, useUpdateBillingDetails } from '../api/update-billing-details';

/** Settings' "Billing details" (customers): the company, address and GSTIN their tax invoices name. */
export function BillingDetailsForm() {
  const { data, error, isPending, refetch } = useBillingDetails();
  if (isPending) return <Skeleton className="h-48 w-full sm:max-w-md" />;
  if (!data) {
    const message =
      error?.message && error.message !== BILLING_DETAILS_LOAD_FAILED ? `: ${error.message}` : '';
    return <LoadError message={`${BILLING_DETAILS_LOAD_FAILED}${message}`} onRetry={() => void refetch()} />;
  }
  // Rendered once with the loaded values: a refetch behind it must not undo what the person typed.
  return <BillingDetailsFields saved={data} />;
}

function BillingDetailsFields({ saved }: { saved: BillingDetails }) {
  const form = useForm<UpdateBillingDetailsInput, unknown, UpdateBillingDetailsBody>({
    resolver: zodResolver(updateBillingDetailsBodySchema),
    defaultValues: saved,
  });
  const update = useUpdateBillingDetails();

  function handleSubmit(body: UpdateBillingDetailsBody) {
    if (update.isPending) return;
    update.mutate(body, {
      onSuccess: (stored) => {
        form.reset(stored);
        toast.success('Billing details saved', { description: 'Your next tax invoices will show them.' });
      },
      onError: (error) => {
        applyServerErrors(form, error);
        showFailureToast(BILLING_DETAILS_SAVE_FAILED, error);
      },
    });
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-4 sm:max-w-md">
      <TextField
        control={form.control}
        name="companyName"
        label="Company name"
        autoComplete="organization"
        maxLength={MAX_COMPANY_NAME_LENGTH}
        disabled={update.isPending}
      />
      <FieldBlock control={form.control} name="address" label="Billing address">
        {(field) => (
          <Textarea
            {...field}
            autoComplete="street-address"
            maxLength={MAX_BILLING_ADDRESS_LENGTH}
            disabled={update.isPending}
          />
        )}
      </FieldBlock>
      <TextField
        control={form.control}
        name="gstin"
        label="GSTIN"
        description="15 characters, e.g. 29ABCDE1234F1ZW. Leave empty if you have none."
        inputClassName="font-mono uppercase"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        disabled={update.isPending}
      />
      <div>
        <SubmitButton isPending={update.isPending}>Save billing details</SubmitButton>
      </div>
    </Form>
  );
}
