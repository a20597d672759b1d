import {
  type SsoConfig,
  type UpdateSsoConfigBody,
  updateSsoConfigBodySchema,
} from '@basisdesk/shared/settings/settings.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { LoadError } from '@/components/load-error';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { SwitchField } from '@/components/ui/switch-field';
import { isSupabaseConfigured } from '@/config/app-config';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useSsoConfig } from '../api/get-sso-config';
import { useUpdateSsoConfig } from '../api/update-sso-config';

const LOAD_FAILED = 'Failed to load SSO configuration';
const UPDATE_FAILED = 'Failed to update SSO configuration';

/** The three SSO switches and their notes; `onSaved` lets the page reload the public SSO status. */
export function SsoConfigForm({ onSaved }: { onSaved?: () => void }) {
  const { data: config, error, isPending, refetch, isFetching } = useSsoConfig();

  useEffect(() => {
    if (!error) return;
    toast.error(LOAD_FAILED, { description: error.message === LOAD_FAILED ? undefined : error.message });
  }, [error]);

  return (
    <div className="grid gap-6">
      {!isSupabaseConfigured && (
        <div role="note" className="flex items-start gap-3 rounded-lg border border-primary bg-accent p-4">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-brand-text" aria-hidden="true" />
          <p className="text-sm text-accent-foreground">
            Supabase is not configured on this server. The Google and Apple buttons also need{' '}
            <code className="font-mono">SUPABASE_URL</code> and{' '}
            <code className="font-mono">SUPABASE_ANON_KEY</code> set on the server; until then the login page
            shows only the standard form.
          </p>
        </div>
      )}

      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Sign-in options</h2>
          <CardDescription>Choose which single sign-on options the login page offers.</CardDescription>
        </CardHeader>
        <CardContent>
          {isPending && (
            <div className="grid gap-4">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          )}
          {error && !config && (
            <LoadError
              message={LOAD_FAILED}
              detail={error.message}
              isRetrying={isFetching}
              onRetry={() => void refetch()}
            />
          )}
          {/* Rendered once with the loaded config: later saves keep what the admin sees. */}
          {config && <SsoSwitches initial={config} onSaved={onSaved} />}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="flex items-center gap-2 text-lg font-semibold leading-tight">
            <Info className="size-5 text-brand-text" aria-hidden="true" />
            Notes
          </h2>
        </CardHeader>
        <CardContent>
          <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
            <li>New SSO users will be asked to select their role and provide additional information.</li>
            <li>When SSO is disabled, only the standard login form is shown.</li>
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

const SWITCHES: { field: keyof SsoConfig; label: string; description: string }[] = [
  {
    field: 'supabaseEnabled',
    label: 'Enable Supabase SSO',
    description: 'Single sign-on through the hosted Supabase backend. Google and Apple need it on.',
  },
  {
    field: 'googleEnabled',
    label: 'Enable Google SSO',
    description: 'Show "Continue with Google" on the login page.',
  },
  {
    field: 'appleEnabled',
    label: 'Enable Apple SSO',
    description: 'Show "Continue with Apple" on the login page.',
  },
];

function SsoSwitches({ initial, onSaved }: { initial: SsoConfig; onSaved?: () => void }) {
  // Spec §4: turning the first switch off does not visibly clear the others; the server normalises.
  const form = useForm({ resolver: zodResolver(updateSsoConfigBodySchema), defaultValues: initial });
  const updateConfig = useUpdateSsoConfig();
  const isSupabaseEnabled = form.watch('supabaseEnabled');

  function handleSubmit(body: UpdateSsoConfigBody) {
    if (updateConfig.isPending) return;
    updateConfig.mutate(body, {
      onSuccess: () => {
        toast.success('SSO configuration updated successfully');
        onSaved?.();
      },
      onError: (error) => {
        applyServerErrors(form, error);
        const reason = errorMessage(error, UPDATE_FAILED);
        toast.error(UPDATE_FAILED, { description: reason === UPDATE_FAILED ? undefined : reason });
      },
    });
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-4">
      {SWITCHES.map(({ field: name, label, description }) => {
        const isDependent = name !== 'supabaseEnabled';
        const isDisabled = (isDependent && !isSupabaseEnabled) || updateConfig.isPending;
        return (
          <SwitchField
            key={name}
            control={form.control}
            name={name}
            label={label}
            labelClassName="text-base"
            description={description}
            className={cn('rounded-lg p-4', isDependent && 'sm:ml-6')}
            disabled={isDisabled}
          />
        );
      })}
      {!isSupabaseEnabled && (
        <p className="text-sm text-muted-foreground">
          Google and Apple sign-in only work while Supabase SSO is on; with it off they are saved off.
        </p>
      )}
      <div>
        <SubmitButton isPending={updateConfig.isPending}>Save Configuration</SubmitButton>
      </div>
    </Form>
  );
}
