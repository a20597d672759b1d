import type { TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import { COMMENT_MAX_LENGTH } from '@basisdesk/shared/tickets/tickets.limits';
import type { ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useStatusOptions } from '../api/get-status-options';
import { statusName } from '../status-choices';

/** The status choices of a ticket; its own status is marked, since keeping it sends a comment only. */
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
  /** The chosen status's description beneath the select (the manage tab explains; cards stay short). */
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
        {choices.map((status) => (
          <option key={status} value={status}>
            {statusName(status, options)}
            {status === current ? ' (current)' : ''}
          </option>
        ))}
      </NativeSelect>
      {description && (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
    </div>
  );
}

export function HoursField({
  id,
  max,
  value,
  onChange,
  problem,
  disabled,
}: {
  id: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  problem: string | null;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Hours worked</Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min="0.1"
        max={max}
        step="0.1"
        placeholder="e.g. 2.5"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        className="aria-invalid:border-destructive"
      />
      {problem ? (
        <p
          id={`${id}-problem`}
          role="alert"
          className="text-sm font-medium text-destructive dark:text-red-300"
        >
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Required when closing a ticket: at least 0.1 and at most {max} hours.
        </p>
      )}
    </div>
  );
}

export function CommentField({
  id,
  value,
  onChange,
  disabled,
  label = 'Comment (optional)',
  maxLength = COMMENT_MAX_LENGTH,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  label?: string;
  maxLength?: number;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className="text-right text-xs text-muted-foreground">
        {value.length}/{maxLength}
      </p>
    </div>
  );
}
