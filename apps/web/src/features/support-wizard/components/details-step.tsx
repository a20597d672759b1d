import { PRIORITIES, PRIORITY_LABELS, type Priority } from '@basisdesk/shared/tickets/ticket-priorities';
import { DESCRIPTION_MAX_LENGTH } from '@basisdesk/shared/tickets/tickets.limits';
import { type ReactNode, useId } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { WIZARD_TEXTS } from '../wizard-texts';
import { ChoiceCard, ChoiceGroup } from './choice-group';
import { TitleField } from './title-field';

type DetailsStepProps = {
  priority: Priority | null;
  onPriorityChange: (priority: Priority) => void;
  title: string;
  onTitleChange: (title: string) => void;
  description: string;
  onDescriptionChange: (description: string) => void;
  /** The request's files, when messaging is on (they go to the ticket's conversation). */
  files: ReactNode;
};

/** Step 3: the priority (Low, Medium, High, Very High), a title, a description and any files. */
export function DetailsStep({
  priority,
  onPriorityChange,
  title,
  onTitleChange,
  description,
  onDescriptionChange,
  files,
}: DetailsStepProps) {
  const descriptionId = useId();
  return (
    <div className="grid gap-8">
      <ChoiceGroup
        legend={WIZARD_TEXTS.priorityLegend}
        value={priority}
        onPick={(value) => {
          const picked = PRIORITIES.find((candidate) => candidate === value);
          if (picked) onPriorityChange(picked);
        }}
        className="grid-cols-2 sm:grid-cols-4"
      >
        {PRIORITIES.map((value) => (
          <ChoiceCard key={value} value={value} title={PRIORITY_LABELS[value]} className="p-3" />
        ))}
      </ChoiceGroup>
      <TitleField title={title} onTitleChange={onTitleChange} />
      <div className="grid gap-2">
        <Label htmlFor={descriptionId}>{WIZARD_TEXTS.descriptionLabel}</Label>
        <Textarea
          id={descriptionId}
          rows={6}
          required
          maxLength={DESCRIPTION_MAX_LENGTH}
          placeholder={WIZARD_TEXTS.descriptionPlaceholder}
          aria-describedby={`${descriptionId}-count`}
          value={description}
          onChange={(event) => onDescriptionChange(event.target.value)}
        />
        <p id={`${descriptionId}-count`} className="justify-self-end text-xs text-muted-foreground">
          {description.length}/{DESCRIPTION_MAX_LENGTH}
        </p>
      </div>
      {files}
    </div>
  );
}
