import {
  WEEKLY_PATTERN_MESSAGES,
  type WeeklyPattern,
  type WeeklyPatternBody,
  type WeeklyPatternInput,
  weeklyPatternBodySchema,
} from '@basisdesk/shared/availability/weekly-pattern.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Save } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { BlocksMessage, TimeZoneField, WeekdayBlocks } from '@/components/weekday-blocks/weekday-blocks';
import { errorMessage } from '@/lib/api-client';
import { getViewerTimeZone } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useSaveWeeklyPattern } from '../api/save-weekly-pattern';

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
      <TimeZoneField name="timeZone" />
      <WeekdayBlocks
        name="blocks"
        fields={blocks.fields}
        label="Weekdays"
        emptyText="Not available"
        onAdd={(weekday) => blocks.append({ weekday, ...NEW_BLOCK })}
        onRemove={blocks.remove}
      />
      <BlocksMessage name="blocks" />
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
