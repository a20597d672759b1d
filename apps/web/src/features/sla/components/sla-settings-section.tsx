import {
  SLA_BUSINESS_HOURS_LABELS,
  SLA_BUSINESS_HOURS_SOURCES,
  SLA_DEFAULTS_NOTE,
  SLA_MESSAGES,
  type SlaSettings,
} from '@basisdesk/shared/sla/sla-policy';
import { slaSettingsSchema } from '@basisdesk/shared/sla/sla-policy.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Info, RotateCcw, Save, Timer } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import { Form, FormField } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSlaSettings } from '../api/get-sla-settings';
import { useUpdateSlaSettings } from '../api/update-sla-settings';
import { defaultSlaSettings } from '../sla-form';
import { SlaCalendarFields } from './sla-calendar-fields';
import { SlaPolicyFields } from './sla-policy-fields';

/** Admin settings → SLA: the targets per priority, whose business hours count, the platform calendar. */
export function SlaSettingsSection() {
  const settings = useSlaSettings();
  return (
    <SectionCard
      id="sla"
      title="SLA"
      Icon={Timer}
      description="How soon a consultant must first respond to a ticket and resolve it, per priority. A change applies to every ticket's clocks at once, those already running too."
    >
      {settings.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading the SLA policies...</span>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : settings.error ? (
        <LoadError
          message={errorMessage(settings.error, 'Failed to load the SLA policies')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        // A save or a refresh that changes the stored settings starts the form from them.
        <SlaSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
      )}
    </SectionCard>
  );
}

function SlaSettingsForm({ settings }: { settings: SlaSettings }) {
  const form = useForm<SlaSettings>({
    resolver: zodResolver(slaSettingsSchema),
    defaultValues: settings,
  });
  const mutation = useUpdateSlaSettings();
  // Read while rendering, so the form keeps track of it (react-hook-form's proxy).
  const { isDirty } = form.formState;

  function handleSubmit(body: SlaSettings) {
    if (mutation.isPending) return;
    if (!isDirty) {
      toast.info('No changes to save');
      return;
    }
    mutation.mutate(body, {
      onSuccess: () => toast.success(SLA_MESSAGES.saved),
      onError: (error) => {
        applyServerErrors(form, error);
        const reason = errorMessage(error, SLA_MESSAGES.saveFailed);
        toast.error(
          SLA_MESSAGES.saveFailed,
          reason === SLA_MESSAGES.saveFailed ? undefined : { description: reason },
        );
      },
    });
  }

  // The defaults fill the form; they are kept only once saved, like any other change.
  function handleRestoreDefaults() {
    form.reset(defaultSlaSettings(), { keepDefaultValues: true });
    toast.info('Defaults restored: save to keep them');
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-6">
      <p className="flex gap-2 rounded-md border bg-muted p-3 text-sm">
        <Info className="mt-0.5 size-4 shrink-0 text-brand-text" aria-hidden="true" />
        {SLA_DEFAULTS_NOTE}
      </p>

      <section aria-labelledby="sla-targets-heading" className="grid gap-3">
        <h3 id="sla-targets-heading" className="font-semibold">
          Targets per priority
        </h3>
        <p className="text-sm text-muted-foreground">
          The first response is the consultant's first message or status change; the resolution is Completed,
          Closed or Topic Closed. Time waiting on the customer is not counted.
        </p>
        <SlaPolicyFields />
      </section>

      <FormField
        name="businessHours"
        control={form.control}
        render={({ field }) => (
          <fieldset className="grid gap-3">
            <legend className="mb-3 font-semibold">Whose business hours count</legend>
            <RadioGroup ref={field.ref} value={field.value} onValueChange={field.onChange} className="gap-3">
              {SLA_BUSINESS_HOURS_SOURCES.map((source) => (
                <div key={source} className="flex items-center gap-3 rounded-md border p-3">
                  <RadioGroupItem value={source} id={`sla-business-hours-${source}`} />
                  <Label htmlFor={`sla-business-hours-${source}`} className="cursor-pointer leading-snug">
                    {SLA_BUSINESS_HOURS_LABELS[source]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
        )}
      />

      <section aria-labelledby="sla-calendar-heading" className="grid gap-3">
        <h3 id="sla-calendar-heading" className="font-semibold">
          Platform calendar
        </h3>
        <p className="text-sm text-muted-foreground">
          Business-hour targets count only within these hours wherever the platform calendar applies. Its
          holidays are days off for everyone, in consultants' own hours too.
        </p>
        <SlaCalendarFields />
      </section>

      <div className="flex flex-wrap gap-2">
        <SubmitButton isPending={mutation.isPending} icon={<Save aria-hidden="true" />}>
          Save
        </SubmitButton>
        <Button type="button" variant="outline" onClick={handleRestoreDefaults}>
          <RotateCcw aria-hidden="true" />
          Restore defaults
        </Button>
      </div>
    </Form>
  );
}
