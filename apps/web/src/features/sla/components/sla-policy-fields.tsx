import { SLA_CLOCK_LABELS, SLA_CLOCKS } from '@basisdesk/shared/sla/sla-policy';
import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@basisdesk/shared/tickets/ticket-priorities';
import { useEffect, useRef, useState } from 'react';
import { type ControllerRenderProps, useFormContext } from 'react-hook-form';
import { FormField, FormItem, FormMessage, useFormField } from '@/components/ui/form';
import { FieldBlock } from '@/components/ui/form-field-block';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { clearFocusRequest, isFocusRequested } from '@/components/ui/pending-focus';
import {
  joinDuration,
  SLA_TARGET_LABELS,
  SLA_TARGETS,
  type SlaTargetName,
  splitMinutes,
  targetClockField,
  targetMinutesField,
} from '../sla-form';

/** Per priority, its first-response and resolution targets: hours and minutes, and how they count. */
export function SlaPolicyFields() {
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {PRIORITIES.map((priority) => (
        <fieldset key={priority} className="grid content-start gap-3 rounded-md border p-3">
          <legend className="px-1 font-semibold">{PRIORITY_LABELS[priority]}</legend>
          {SLA_TARGETS.map((target) => (
            <TargetRow key={target} priority={priority} target={target} />
          ))}
        </fieldset>
      ))}
    </div>
  );
}

function TargetRow({ priority, target }: { priority: Priority; target: SlaTargetName }) {
  const name = `${PRIORITY_LABELS[priority]} ${SLA_TARGET_LABELS[target].toLowerCase()}`;
  return (
    <FormField
      name={targetMinutesField(priority, target)}
      render={({ field }) => (
        // The minutes' problem is said beneath the whole row, so the row keeps its shape.
        <FormItem className="gap-1">
          <span className="text-sm font-medium">{SLA_TARGET_LABELS[target]}</span>
          <div className="flex flex-wrap items-start gap-2">
            <DurationInputs field={field} label={name} />
            <FieldBlock
              name={targetClockField(priority, target)}
              label={`${name} clock`}
              labelClassName="sr-only"
              className="min-w-44 flex-1"
            >
              {(clock) => (
                <NativeSelect {...clock}>
                  {SLA_CLOCKS.map((kind) => (
                    <option key={kind} value={kind}>
                      {SLA_CLOCK_LABELS[kind]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FieldBlock>
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * One target's minutes, typed as hours and minutes. The form holds the minutes the API takes, so
 * the shared schema checks them as the server does (0, or text that is no number, is refused in
 * its words) and a refusal's `…minutes` lands here; the two texts are kept as typed meanwhile.
 */
function DurationInputs({ field, label }: { field: ControllerRenderProps; label: string }) {
  const { controlId, messageId, invalid, name } = useFormField();
  const { control } = useFormContext();
  const hoursInput = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState(() => splitMinutes(field.value));
  // A value set from outside (Restore defaults, the saved answer) shows in the two inputs.
  if (!Object.is(joinDuration(text.hours, text.minutes), field.value) && Number.isInteger(field.value)) {
    setText(splitMinutes(field.value));
  }
  // A refusal from the server asks this field for focus (apply-server-errors).
  useEffect(() => {
    if (!isFocusRequested(control, name)) return;
    hoursInput.current?.focus();
    clearFocusRequest(control);
  });

  function handleChange(part: 'hours' | 'minutes', value: string) {
    const next = { ...text, [part]: value };
    setText(next);
    field.onChange(joinDuration(next.hours, next.minutes));
  }

  const shared = {
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    className: 'w-20',
    onBlur: field.onBlur,
    disabled: field.disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? messageId : undefined,
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={controlId} className="sr-only">
        {label} hours
      </label>
      <Input
        {...shared}
        id={controlId}
        ref={(element) => {
          hoursInput.current = element;
          field.ref(element);
        }}
        value={text.hours}
        onChange={(event) => handleChange('hours', event.target.value)}
      />
      <span className="text-sm text-muted-foreground" aria-hidden="true">
        h
      </span>
      <label htmlFor={`${controlId}-minutes`} className="sr-only">
        {label} minutes
      </label>
      <Input
        {...shared}
        id={`${controlId}-minutes`}
        value={text.minutes}
        onChange={(event) => handleChange('minutes', event.target.value)}
      />
      <span className="text-sm text-muted-foreground" aria-hidden="true">
        min
      </span>
    </div>
  );
}
