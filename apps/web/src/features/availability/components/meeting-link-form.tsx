import {
  MEETING_LINK_MESSAGES,
  type MeetingLinkForm as MeetingLinkFormValues,
  meetingLabelOf,
  meetingLinkFormSchema,
} from '@basisdesk/shared/consultants/meeting-link';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMeetingLink, useSaveMeetingLink } from '../api/meeting-link';

const PLACES = [
  { value: 'jitsi', label: 'Generate a Jitsi Meet room for each session' },
  { value: 'own', label: 'Use my own meeting link (Teams, Zoom, Meet, Webex or any https link)' },
] as const;

/**
 * The "Meeting link" section of the availability page: where the consultant's sessions take
 * place. Customers see it in their agenda, the ticket and every invite (decision 051).
 */
export function MeetingLinkSection({ onSaved }: { onSaved?: () => void }) {
  const { data, isPending, error, refetch } = useMeetingLink();
  return (
    <SectionCard
      title="Meeting link"
      description="Where your sessions take place: shown to your customers in their agenda, the ticket and the calendar invite."
    >
      {isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : error && !data ? (
        <LoadError
          message={errorMessage(error, 'Failed to load the meeting link')}
          onRetry={() => void refetch()}
        />
      ) : (
        <MeetingLinkForm meetingLink={data.meetingLink} onSaved={onSaved} />
      )}
    </SectionCard>
  );
}

function MeetingLinkForm({ meetingLink, onSaved }: { meetingLink: string | null; onSaved?: () => void }) {
  const form = useForm({
    resolver: zodResolver(meetingLinkFormSchema),
    values: {
      place: meetingLink ? ('own' as const) : ('jitsi' as const),
      meetingLink: meetingLink ?? '',
    },
  });
  const mutation = useSaveMeetingLink();
  const place = useWatch({ control: form.control, name: 'place' });
  const typed = useWatch({ control: form.control, name: 'meetingLink' });

  function handleSubmit(values: MeetingLinkFormValues) {
    if (mutation.isPending) return;
    const body = { meetingLink: values.place === 'own' ? values.meetingLink.trim() : null };
    mutation.mutate(body, {
      onSuccess: () => {
        toast.success(body.meetingLink ? MEETING_LINK_MESSAGES.saved : MEETING_LINK_MESSAGES.jitsiChosen);
        onSaved?.();
      },
      onError: (failure) => {
        applyServerErrors(form, failure);
        toast.error(errorMessage(failure, MEETING_LINK_MESSAGES.saveFailed));
      },
    });
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-4">
      <FormField
        control={form.control}
        name="place"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Sessions take place</FormLabel>
            <FormControl>
              <RadioGroup
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                disabled={mutation.isPending}
              >
                {PLACES.map((option) => (
                  <div key={option.value} className="flex items-center gap-3 rounded-md border p-3">
                    <RadioGroupItem value={option.value} id={`meeting-place-${option.value}`} />
                    <Label htmlFor={`meeting-place-${option.value}`} className="cursor-pointer">
                      {option.label}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      {place === 'own' && (
        <FormField
          control={form.control}
          name="meetingLink"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Meeting link</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  placeholder="https://zoom.us/j/…"
                  disabled={mutation.isPending}
                />
              </FormControl>
              <FormDescription>
                {meetingLinkFormSchema.safeParse({ place, meetingLink: typed }).success
                  ? `Customers will see “${meetingLabelOf(typed.trim())}”.`
                  : 'A link that starts with https://.'}
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
      <SubmitButton isPending={mutation.isPending} className="w-fit">
        Save meeting link
      </SubmitButton>
    </Form>
  );
}
