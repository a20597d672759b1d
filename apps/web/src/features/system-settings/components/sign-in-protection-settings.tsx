import {
  SIGN_IN_LOCK_MINUTES_MAX,
  SIGN_IN_LOCK_MINUTES_MIN,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_MAX,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_MIN,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS_MAX,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS_MIN,
} from '@basisdesk/shared/auth/sign-in.limits';
import { SYSTEM_SETTING_VALUE_SCHEMAS } from '@basisdesk/shared/settings/settings.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LoadError } from '@/components/load-error';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { TextField } from '@/components/ui/form-field-block';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSystemSetting } from '../api/get-system-setting';
import { systemSettingsKeys } from '../api/system-settings-keys';
import { useUpdateSystemSetting } from '../api/update-system-setting';

/** The three sign-in settings (decision 033), each checked by the shared rule the server applies to its key. */
const signInSchema = z.object({
  SignInMaxFailuresPerAccount: SYSTEM_SETTING_VALUE_SCHEMAS.SignInMaxFailuresPerAccount,
  SignInMaxFailuresPerAddress: SYSTEM_SETTING_VALUE_SCHEMAS.SignInMaxFailuresPerAddress,
  SignInLockMinutes: SYSTEM_SETTING_VALUE_SCHEMAS.SignInLockMinutes,
});
type SignInValues = z.output<typeof signInSchema>;
type SignInKey = keyof SignInValues;

const FIELDS: { key: SignInKey; label: string; min: number; max: number; description: string }[] = [
  {
    key: 'SignInMaxFailuresPerAccount',
    label: 'Failed sign-ins per account',
    min: SIGN_IN_MAX_FAILURES_PER_ACCOUNT_MIN,
    max: SIGN_IN_MAX_FAILURES_PER_ACCOUNT_MAX,
    description: 'From any address. The owner is mailed when it is reached; a password reset opens it again.',
  },
  {
    key: 'SignInMaxFailuresPerAddress',
    label: 'Failed sign-ins per network address',
    min: SIGN_IN_MAX_FAILURES_PER_ADDRESS_MIN,
    max: SIGN_IN_MAX_FAILURES_PER_ADDRESS_MAX,
    description: 'To any accounts. An office behind one address shares it.',
  },
  {
    key: 'SignInLockMinutes',
    label: 'Lock duration (minutes)',
    min: SIGN_IN_LOCK_MINUTES_MIN,
    max: SIGN_IN_LOCK_MINUTES_MAX,
    description: 'How long failures are counted, and so how long a lock lasts at most.',
  },
];

/** Admin settings: how many wrong passwords sign-in takes before it pauses, and for how long. */
export function SignInProtectionSettings() {
  const account = useSystemSetting('SignInMaxFailuresPerAccount');
  const address = useSystemSetting('SignInMaxFailuresPerAddress');
  const minutes = useSystemSetting('SignInLockMinutes');
  const reads = [account, address, minutes];
  const failed = reads.find((read) => read.error);

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight">Sign-in Protection</h2>
        <CardDescription>
          Wrong passwords are counted per account and per network address; past a limit, sign-in pauses until
          the time runs out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {account.isPending || address.isPending || minutes.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-10 w-40" />
            <Skeleton className="h-10 w-40" />
            <Skeleton className="h-10 w-40" />
          </div>
        ) : failed || !account.data || !address.data || !minutes.data ? (
          <LoadError
            message={errorMessage(failed?.error, 'Failed to fetch system setting')}
            onRetry={() => {
              for (const read of reads) void read.refetch();
            }}
          />
        ) : (
          <SignInForm
            // A refresh or a save that changes the stored values starts the form from them.
            key={`${account.data.value}|${address.data.value}|${minutes.data.value}`}
            values={{
              SignInMaxFailuresPerAccount: account.data.value,
              SignInMaxFailuresPerAddress: address.data.value,
              SignInLockMinutes: minutes.data.value,
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

function SignInForm({ values }: { values: SignInValues }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(signInSchema), defaultValues: values });
  const update = useUpdateSystemSetting();

  async function handleSubmit(next: SignInValues) {
    const changed = FIELDS.map(({ key }) => key).filter((key) => next[key] !== values[key]);
    if (changed.length === 0) {
      toast.info('No changes to save');
      return;
    }
    try {
      for (const key of changed) {
        const saved = await update.mutateAsync({ key, value: next[key] });
        form.setValue(key, saved.value);
      }
      form.reset(form.getValues());
      toast.success('Sign-in protection saved');
    } catch (error) {
      applyServerErrors(form, error);
      toast.error('Failed to update setting', {
        description: errorMessage(error, 'Failed to update system setting'),
      });
    } finally {
      // The platform summary below shows the same values.
      void queryClient.invalidateQueries({ queryKey: systemSettingsKeys.platform() });
    }
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-4">
      {FIELDS.map(({ key, label, min, max, description }) => (
        <TextField
          key={key}
          control={form.control}
          name={key}
          label={label}
          className="max-w-md"
          description={`${description} A whole number from ${min} to ${max}.`}
          inputMode="numeric"
          min={min}
          max={max}
          disabled={update.isPending}
        />
      ))}
      <div>
        <SubmitButton isPending={update.isPending}>Save</SubmitButton>
      </div>
    </Form>
  );
}
