import type { TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import { COMMENT_MAX_LENGTH } from '@basisdesk/shared/tickets/tickets.limits';
import type { ReactNode } from 'react';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useStatusOptions } from '../api/get-status-options';
import { statusName } from '../status-choices';

/** The choices of a status select; the ticket's own status is marked, since keeping it sends a comment only. */
function StatusOptions({ current, choices }: { current: TicketStatus; choices: readonly TicketStatus[] }) {
  const { data: options } = useStatusOptions();
  return choices.map((status) => (
    <option key={status} value={status}>
      {statusName(status, options)}
      {status === current ? ' (current)' : ''}
    </option>
  ));
}

/** A status select outside a form (a ticket card's): picking another status opens the status dialog. */
export function StatusSelect({
  id,
  label,
  current,
  choices,
  value,
  onChange,
  disabled,
  showsDescription = true,
}: {
  id: string;
  label: ReactNode;
  current: TicketStatus;
  choices: readonly TicketStatus[];
  value: TicketStatus;
  onChange: (status: TicketStatus) => void;
  disabled?: boolean;
  /** The chosen status's description beneath the select (cards stay short without it). */
  showsDescription?: boolean;
}) {
  const { data: options } = useStatusOptions();
  const description = showsDescription
    ? options?.find((option) => option.statusCode === value)?.description
    : undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as TicketStatus)}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
      >
        <StatusOptions current={current} choices={choices} />
      </NativeSelect>
      {description && (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
    </div>
  );
}

/** The manage tab's status field, with the chosen status's description beneath it. */
export function StatusField({
  label,
  current,
  choices,
  disabled,
}: {
  label: string;
  current: TicketStatus;
  choices: readonly TicketStatus[];
  disabled?: boolean;
}) {
  const { data: options } = useStatusOptions();
  return (
    <FormField
      name="status"
      render={({ field }) => {
        const description = options?.find((option) => option.statusCode === field.value)?.description;
        return (
          <FormItem className="gap-1.5">
            <FormLabel>{label}</FormLabel>
            <FormControl>
              <NativeSelect {...field} disabled={disabled}>
                <StatusOptions current={current} choices={choices} />
              </NativeSelect>
            </FormControl>
            {description && <FormDescription className="text-xs">{description}</FormDescription>}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}

/** Hours worked, as a consultant closing a ticket gives them: at least 0.1, at most the screen's cap. */
export function HoursField({ max, disabled }: { max: number; disabled?: boolean }) {
  return (
    <FormField
      name="hoursWorked"
      render={({ field }) => (
        <FormItem className="gap-1.5">
          <FormLabel>Hours worked</FormLabel>
          <FormControl>
            <Input
              {...field}
              type="number"
              inputMode="decimal"
              min="0.1"
              max={max}
              step="0.1"
              placeholder="e.g. 2.5"
              disabled={disabled}
            />
          </FormControl>
          <FormDescription className="text-xs">
            Required when closing a ticket: at least 0.1 and at most {max} hours.
          </FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** An optional comment with its character count. */
export function CommentField({
  name = 'comment',
  label = 'Comment (optional)',
  maxLength = COMMENT_MAX_LENGTH,
  disabled,
  revalidates,
}: {
  name?: string;
  label?: string;
  maxLength?: number;
  disabled?: boolean;
  /** Fields whose rule reads the comment ('change the status or add a comment'), checked again as it changes. */
  revalidates?: string[];
}) {
  return (
    <FormField
      name={name}
      rules={revalidates ? { deps: revalidates } : undefined}
      render={({ field }) => {
        const text = typeof field.value === 'string' ? field.value : '';
        return (
          <FormItem className="gap-1.5">
            <FormLabel>{label}</FormLabel>
            <FormControl>
              <Textarea {...field} value={text} maxLength={maxLength} disabled={disabled} />
            </FormControl>
            <FormDescription className="text-right text-xs">
              {text.length}/{maxLength}
            </FormDescription>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
