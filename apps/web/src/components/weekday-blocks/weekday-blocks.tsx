import { WEEKDAY_NAMES } from '@basisdesk/shared/availability/weekly-pattern.limits';
import { Plus, Trash2 } from 'lucide-react';
import { type FieldError, get, useFormState, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  MESSAGE_CLASS,
} from '@/components/ui/form';
import { FieldBlock } from '@/components/ui/form-field-block';
import { NativeSelect } from '@/components/ui/native-select';
import { SLOT_TIMES, timeZoneChoices, withTime } from './weekly-times';

/** A row of the caller's field array: its key and the weekday it belongs to. */
type BlockRow = { id: string; weekday: number };

/**
 * A week of time blocks (a consultant's weekly pattern, the platform's business hours) shown per
 * weekday, each block's start and end on the 30-minute grid. The blocks stay one list, as the API
 * takes them, so a refusal's `blocks.3.start` lands on its field as is; the caller owns the field
 * array (`name` is its path), and so decides what a new block holds and what else changes the list.
 */
export function WeekdayBlocks({
  name,
  fields,
  label,
  emptyText,
  times = SLOT_TIMES,
  onAdd,
  onRemove,
}: {
  name: string;
  fields: readonly BlockRow[];
  /** The list's accessible name. */
  label: string;
  /** What a weekday without blocks says ('Not available', 'Closed'). */
  emptyText: string;
  /** The times a start and an end can take: the booking grid unless the caller's rule is finer. */
  times?: { starts: readonly string[]; ends: readonly string[] };
  onAdd: (weekday: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <ul className="grid gap-3" aria-label={label}>
      {WEEKDAY_NAMES.map((dayName, dayIndex) => {
        const weekday = dayIndex + 1;
        const rows = fields
          .map((field, index) => ({ field, index }))
          .filter(({ field }) => field.weekday === weekday);
        return (
          <li
            key={dayName}
            className="grid gap-2 rounded-md border p-3 sm:grid-cols-[8rem_1fr] sm:items-start"
          >
            <span className="pt-2 font-medium">{dayName}</span>
            <div className="grid gap-2">
              {rows.length === 0 && <p className="pt-2 text-sm text-muted-foreground">{emptyText}</p>}
              {rows.map(({ field, index }) => (
                <div key={field.id} className="flex flex-wrap items-start gap-2">
                  <TimeField
                    name={`${name}.${index}.start`}
                    label={`${dayName} start`}
                    times={times.starts}
                  />
                  <span className="pt-2" aria-hidden="true">
                    –
                  </span>
                  <TimeField name={`${name}.${index}.end`} label={`${dayName} end`} times={times.ends} />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${dayName} block`}
                    onClick={() => onRemove(index)}
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
                onClick={() => onAdd(weekday)}
              >
                <Plus aria-hidden="true" />
                Add block
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function TimeField({ name, label, times }: { name: string; label: string; times: readonly string[] }) {
  return (
    <FormField
      name={name}
      render={({ field }) => (
        <FormItem className="min-w-28">
          <FormLabel className="sr-only">{label}</FormLabel>
          <FormControl>
            <NativeSelect {...field} value={String(field.value ?? '')}>
              {withTime(times, String(field.value ?? '')).map((time) => (
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

/** A rule about the whole list ('At most 21 blocks', 'at least one block') belongs to no one field: it is said beneath the week. */
export function BlocksMessage({ name }: { name: string }) {
  const { errors } = useFormState({ name });
  const error: (FieldError & { root?: FieldError }) | undefined = get(errors, name);
  const message = error?.root?.message ?? error?.message;
  if (!message) return null;
  return (
    <p role="alert" className={MESSAGE_CLASS}>
      {message}
    </p>
  );
}

/** The zone the blocks are read in: the zones this browser knows, the one chosen first when it is not among them. */
export function TimeZoneField({ name, label = 'Time zone' }: { name: string; label?: string }) {
  const timeZone: string = useWatch({ name });
  return (
    <FieldBlock name={name} label={label} className="max-w-sm">
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
  );
}
