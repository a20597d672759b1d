import {
  type CompleteSupabaseSignupBody,
  completeSupabaseSignupBodySchema,
} from '@basisdesk/shared/auth/social-auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AccountNameFields, NEW_PASSWORD_PLACEHOLDER, NewPasswordField } from '@/components/account-fields';
import { AccountTypeField } from '@/components/account-type-field';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Form } from '@/components/ui/form';
import { FieldBlock } from '@/components/ui/form-field-block';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { completeSupabaseSignup } from '../api/complete-supabase-signup';

type CompleteProfileFormProps = {
  supabaseUserId: string;
  firstName: string;
  lastName: string;
  isConsultantEnabled: boolean;
  onCompleted: () => void;
};

/**
 * 'Complete Your Profile': a new Google or Apple user picks a role and a password. The schema is
 * the request's own, checked in the spec's order (account type, password, confirmation, match,
 * length); each problem shows at its field. Names are optional.
 */
export function CompleteProfileForm(props: CompleteProfileFormProps) {
  const form = useForm({
    resolver: zodResolver(completeSupabaseSignupBodySchema),
    defaultValues: {
      supabaseUserId: props.supabaseUserId,
      role: '',
      firstName: props.firstName,
      lastName: props.lastName,
      password: '',
      confirmPassword: '',
    },
  });
  const { isSubmitting, isSubmitSuccessful } = form.formState;
  // After a success the page moves on to /login: the button stays busy until it has.
  const isBusy = isSubmitting || isSubmitSuccessful;

  async function handleSubmit(body: CompleteSupabaseSignupBody) {
    try {
      await completeSupabaseSignup(body);
      props.onCompleted();
    } catch (error) {
      const message = errorMessage(error, 'Failed to complete signup');
      applyServerErrors(form, error);
      toast.error(message);
      // The form's own error (no field's): the submit did not succeed, so the button comes back.
      form.setError('root.server', { message });
    }
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="space-y-4">
      <FieldBlock control={form.control} name="role">
        {(field) => (
          <AccountTypeField
            idPrefix="complete"
            isConsultantEnabled={props.isConsultantEnabled}
            {...field}
            value={field.value === 'Customer' || field.value === 'Consultant' ? field.value : ''}
          />
        )}
      </FieldBlock>
      <AccountNameFields isOptional />
      <NewPasswordField placeholder={NEW_PASSWORD_PLACEHOLDER} hasStrengthMeter />
      <NewPasswordField name="confirmPassword" />
      <SubmitButton isPending={isBusy} pendingLabel="Completing Signup..." className="w-full" size="lg">
        Complete Signup
      </SubmitButton>
    </Form>
  );
}
