import {
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_HEADLINE_MAX_LENGTH,
  PROFILE_MESSAGES,
  PROFILE_TEXTS,
  PROFILE_YEARS_MAX,
  PROFILE_YEARS_MIN,
  type UpdateConsultantProfileBody,
} from '@basisdesk/shared/consultants/consultant-profile.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CommentField } from '@/components/comment-field';
import { LoadError } from '@/components/load-error';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Form } from '@/components/ui/form';
import { FieldBlock, TextField } from '@/components/ui/form-field-block';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useOwnProfile } from '../api/get-own-profile';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { profileFormSchema, toProfileFormValues } from '../profile-form-values';

const LIST_FIELDS = [
  {
    name: 'certifications',
    label: PROFILE_TEXTS.certifications,
    hint: PROFILE_TEXTS.certificationsHint,
    placeholder: PROFILE_TEXTS.certificationsPlaceholder,
  },
  {
    name: 'languages',
    label: PROFILE_TEXTS.languages,
    hint: PROFILE_TEXTS.languagesHint,
    placeholder: PROFILE_TEXTS.languagesPlaceholder,
  },
] as const;

/** The consultant's public profile, as customers read it on the wizard's cards; saved whole. */
export function ProfileForm() {
  const profile = useOwnProfile();
  const mutation = useUpdateOwnProfile();
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    // The stored profile arrives after the first render, and a save returns it as stored.
    values: toProfileFormValues(profile.data),
  });

  if (profile.error)
    return <LoadError message={profile.error.message} onRetry={() => void profile.refetch()} />;
  if (!profile.data) {
    return (
      <div className="grid gap-3" role="status">
        <span className="sr-only">Loading profile...</span>
        <Skeleton className="h-9" />
        <Skeleton className="h-24" />
      </div>
    );
  }

  function handleSubmit(body: UpdateConsultantProfileBody) {
    if (mutation.isPending) return;
    mutation.mutate(body, {
      onSuccess: () => toast.success(PROFILE_MESSAGES.saved),
      onError: (error) => {
        applyServerErrors(form, error);
        toast.error(errorMessage(error, PROFILE_MESSAGES.saveFailed));
      },
    });
  }

  const isPending = mutation.isPending;
  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-4">
      <TextField
        control={form.control}
        name="headline"
        label={PROFILE_TEXTS.headline}
        placeholder={PROFILE_TEXTS.headlinePlaceholder}
        maxLength={PROFILE_HEADLINE_MAX_LENGTH}
        disabled={isPending}
      />
      <CommentField
        name="bio"
        label={PROFILE_TEXTS.bio}
        maxLength={PROFILE_BIO_MAX_LENGTH}
        disabled={isPending}
      />
      <TextField
        control={form.control}
        name="yearsOfExperience"
        label={PROFILE_TEXTS.years}
        type="number"
        inputMode="numeric"
        min={PROFILE_YEARS_MIN}
        max={PROFILE_YEARS_MAX}
        step={1}
        disabled={isPending}
        inputClassName="w-28"
      />
      {/* A line's own limit is the rule's to say (under the field): the browser cannot cap a line. */}
      {LIST_FIELDS.map(({ name, label, hint, placeholder }) => (
        <FieldBlock key={name} control={form.control} name={name} label={label} description={hint}>
          {(field) => <Textarea {...field} rows={3} placeholder={placeholder} disabled={isPending} />}
        </FieldBlock>
      ))}
      <SubmitButton isPending={isPending} className="justify-self-start">
        {PROFILE_TEXTS.save}
      </SubmitButton>
    </Form>
  );
}
