import {
  WEEKDAY_NAMES,
  WEEKLY_PATTERN_MESSAGES,
  type WeeklyPattern,
  type WeeklyPatternBody,
  type WeeklyPatternInput,
  weeklyPatternBodySchema,
} from '@basisdesk/shared/availability/weekly-pattern.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Plus, Save, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useFormState } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  MESSAGE_CLASS,
} from '@/components/ui/form';
import { FieldBlock } from '@/components/ui/form-field-block';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { errorMessage } from '@/lib/api-client';
import { getViewerTimeZone } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useSaveWeeklyPattern } from '../api/save-weekly-pattern';
import { END_TIMES, START_TIMES, timeZoneChoices } from '../weekly-times';

const NEW_BLOCK = { start: '09:00', end: '13:00' };
const MONDAY = 1;
const WEEKDAYS_AFTER_MONDAY = [2, 3, 4, 5];

/**
 * The weekly pattern editor: for each weekday its blocks (start and end on the 30-minute grid),
 * in one zone. The blocks live in one list, as the API takes them, so a refusal's `blocks.3.start`
 * lands on its field as is.
 */
export function WeeklyPatternForm({ pattern }: { pattern: WeeklyPattern }) {
  const form = useForm<WeeklyPatternInput, unknown, WeeklyPatternBody>({
    resolver: zodResolver(weeklyPatternBodySchema),
    defaultValues: { timeZone: pattern.timeZone ?? getViewerTimeZone(), blocks: pattern.blocks },
  });
  const blocks = useFieldArray({ control: form.control, name: 'blocks' });
  const mutation = useSaveWeeklyPattern();
  const timeZone = form.watch('timeZone');

  function handleCopyMonday() {
    const values = form.getValues('blocks');
    const monday = values.filter((block) => block.weekday === MONDAY);
    blocks.replace([
      ...values.filter((block) => !WEEKDAYS_AFTER_MONDAY.includes(block.weekday)),
      ...WEEKDAYS_AFTER_MONDAY.flatMap((weekday) => monday.map((block) => ({ ...block, weekday }))),
    ]);
  }

  function handleSubmit(body: WeeklyPatternBody) {
    if (mutation.isPending) return;
    mutation.mutate(body, {
      onSuccess: ({ slotsAdded, pattern: saved }) => {
        toast.success(WEEKLY_PATTERN_MESSAGES.saved(slotsAdded));
        form.reset({ timeZone: saved.timeZone ?? body.timeZone, blocks: saved.blocks });
      },
      onError: (error) => {
        applyServerErrors(form, error);
        toast.error(errorMessage(error, WEEKLY_PATTERN_MESSAGES.saveFailed));
      },
    });
  }

  return (
    <Form form={form} onSubmit={handleSubmit} className="grid gap-4">
      <FieldBlock control={form.control} name="timeZone" label="Time zone" className="max-w-sm">
        {(field) => (
          <NativeSelect {...field}>
            {timeZoneChoices(timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect>
        )}
      </FieldBlock>
      <ul className="grid gap-3" aria-label="Weekdays">
        {WEEKDAY_NAMES.map((dayName, dayIndex) => {
          const weekday = dayIndex + 1;
          const rows = blocks.fields
            .map((field, index) => ({ field, index }))
            .filter(({ field }) => field.weekday === weekday);
          return (
            <li
              key={dayName}
              className="grid gap-2 rounded-md border p-3 sm:grid-cols-[8rem_1fr] sm:items-start"
            >
              <span className="pt-2 font-medium">{dayName}</span>
              <div className="grid gap-2">
                {rows.length === 0 && <p className="pt-2 text-sm text-muted-foreground">Not available</p>}
                {rows.map(({ field, index }) => (
                  <div key={field.id} className="flex flex-wrap items-start gap-2">
                    <TimeField index={index} part="start" label={`${dayName} start`} times={START_TIMES} />
                    <span className="pt-2" aria-hidden="true">
                      –
                    </span>
                    <TimeField index={index} part="end" label={`${dayName} end`} times={END_TIMES} />
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${dayName} block`}
                      onClick={() => blocks.remove(index)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                ))}
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  aria-label={`Add block on ${dayName}`}
                  onClick={() => blocks.append({ weekday, ...NEW_BLOCK })}
                >
                  <Plus aria-hidden="true" />
                  Add block
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <FormMessageForBlocks />
      <div className="flex flex-wrap gap-2">
        <SubmitButton isPending={mutation.isPending} icon={<Save aria-hidden="true" />}>
          Save Weekly Availability
        </SubmitButton>
        <Button type="button" variant="outline" onClick={handleCopyMonday}>
          <Copy aria-hidden="true" />
          Copy Monday to weekdays
        </Button>
      </div>
    </Form>
  );
}

function TimeField({
  index,
  part,
  label,
  times,
}: {
  index: number;
  part: 'start' | 'end';
  label: string;
  times: readonly string[];
}) {
  return (
    <FormField<WeeklyPatternInput>
      name={`blocks.${index}.${part}`}
      render={({ field }) => (
        <FormItem className="min-w-28">
          <FormLabel className="sr-only">{label}</FormLabel>
          <FormControl>
            <NativeSelect {...field} value={String(field.value ?? '')}>
              {times.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** 'At most 21 blocks' belongs to no one field: it is said beneath the week. */
function FormMessageForBlocks() {
  const { errors } = useFormState<WeeklyPatternInput>({ name: 'blocks' });
  const message = errors.blocks?.root?.message ?? errors.blocks?.message;
  if (!message) return null;
  return (
    <p role="alert" className={MESSAGE_CLASS}>
      {message}
    </p>
  );
}
