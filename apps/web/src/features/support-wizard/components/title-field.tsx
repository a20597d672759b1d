import { findTitleProblem, normalizeTitle } from '@basisdesk/shared/tickets/ticket-title';
import { TITLE_MAX_LENGTH } from '@basisdesk/shared/tickets/tickets.limits';
import { useId, useState } from 'react';
import { MESSAGE_CLASS } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { WIZARD_TEXTS } from '../wizard-texts';

type TitleFieldProps = {
  title: string;
  onTitleChange: (title: string) => void;
};

/**
 * The request's title (decision 052), checked by the shared rule the server applies: its message
 * shows once the person has left the field or typed past the limit, so a first keystroke is no error.
 */
export function TitleField({ title, onTitleChange }: TitleFieldProps) {
  const id = useId();
  const [isTouched, setIsTouched] = useState(false);
  const normalized = normalizeTitle(title);
  const problem = findTitleProblem(normalized);
  const isShown = problem !== null && (isTouched || [...normalized].length > TITLE_MAX_LENGTH);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{WIZARD_TEXTS.titleLabel}</Label>
      <Input
        id={id}
        required
        value={title}
        placeholder={WIZARD_TEXTS.titlePlaceholder}
        aria-invalid={isShown || undefined}
        aria-describedby={`${id}-hint ${id}-message`}
        onChange={(event) => onTitleChange(event.target.value)}
        onBlur={() => setIsTouched(true)}
      />
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <p id={`${id}-hint`}>{WIZARD_TEXTS.titleHint}</p>
        <p>
          {[...normalized].length}/{TITLE_MAX_LENGTH}
        </p>
      </div>
      <p id={`${id}-message`} role="alert" className={MESSAGE_CLASS}>
        {isShown ? problem : null}
      </p>
    </div>
  );
}
