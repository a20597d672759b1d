import type { TicketStatus } from '@basisdesk/shared/tickets/ticket-statuses';
import type { ReactNode } from 'react';
import { FieldBlock, TextField } from '@/components/ui/form-field-block';
import { LabeledSelect } from '@/components/ui/labeled-select';
import { NativeSelect } from '@/components/ui/native-select';
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
    <LabeledSelect
      id={id}
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.target.value as TicketStatus)}
      disabled={disabled}
    >
      <StatusOptions current={current} choices={choices} />
    </LabeledSelect>
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
    <FieldBlock
      name="status"
      label={label}
      className="gap-1.5"
      description={(field) => options?.find((option) => option.statusCode === field.value)?.description}
      descriptionProps={{ className: 'text-xs' }}
    >
      {(field) => (
        <NativeSelect {...field} disabled={disabled}>
          <StatusOptions current={current} choices={choices} />
        </NativeSelect>
      )}
    </FieldBlock>
  );
}

/** Hours worked, as a consultant closing a ticket gives them: at least 0.1, at most the screen's cap. */
export function HoursField({ max, disabled }: { max: number; disabled?: boolean }) {
  return (
    <TextField
      name="hoursWorked"
      label="Hours worked"
      className="gap-1.5"
      description={<>Required when closing a ticket: at least 0.1 and at most {max} hours.</>}
      descriptionProps={{ className: 'text-xs' }}
      type="number"
      inputMode="decimal"
      min="0.1"
      max={max}
      step="0.1"
      placeholder="e.g. 2.5"
      disabled={disabled}
    />
  );
}
