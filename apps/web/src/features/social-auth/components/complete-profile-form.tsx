import {
  type CompleteSupabaseSignupBody,
  completeSupabaseSignupBodySchema,
} from '@basisdesk/shared/auth/social-auth.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AccountTypeField } from '@/components/account-type-field';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
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
      <FormField
        control={form.control}
        name="role"
        render={({ field }) => (
          <FormItem>
            <FormControl>
              <AccountTypeField
                idPrefix="complete"
                isConsultantEnabled={props.isConsultantEnabled}
                {...field}
                value={field.value === 'Customer' || field.value === 'Consultant' ? field.value : ''}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="firstName"
          render={({ field }) => (
            <FormItem>
              <FormLabel>First Name (optional)</FormLabel>
              <FormControl>
                <Input autoComplete="given-name" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="lastName"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Last Name (optional)</FormLabel>
              <FormControl>
                <Input autoComplete="family-name" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={form.control}
        name="password"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Password</FormLabel>
            <FormControl>
              <PasswordInput
                autoComplete="new-password"
                placeholder="Create a password (minimum 6 characters)"
                {...field}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="confirmPassword"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Confirm Password</FormLabel>
            <FormControl>
              <PasswordInput autoComplete="new-password" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <Button type="submit" className="w-full" size="lg" disabled={isBusy}>
        {isBusy && <Spinner />}
        {isBusy ? 'Completing Signup...' : 'Complete Signup'}
      </Button>
    </Form>
  );
}
