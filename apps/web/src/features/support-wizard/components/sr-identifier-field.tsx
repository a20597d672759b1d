import { SR_IDENTIFIER_MAX_LENGTH } from '@basisdesk/shared/sr-identifiers/sr-identifiers.limits';
import { SR_CHECK_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import { CheckCircle2, XCircle } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useSrSuggestions } from '../api/list-sr-suggestions';
import type { SrCheck } from '../use-sr-check';
import { WIZARD_TEXTS } from '../wizard-texts';

type SrIdentifierFieldProps = {
  value: string;
  onChange: (value: string) => void;
  check: SrCheck;
};

/**
 * The SR identifier, with the server's check under it as the person types and a list of matching
 * active identifiers (a combobox: arrow keys move through it, Enter picks, Escape closes).
 */
export function SrIdentifierField({ value, onChange, check }: SrIdentifierFieldProps) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = useDebouncedValue(value.trim());
  const suggestions = useSrSuggestions(search, isOpen);
  const items = suggestions.data ?? [];
  const isListShown = isOpen && items.length > 0;
  const active = activeIndex < items.length ? activeIndex : -1;

  function pick(identifier: string) {
    onChange(identifier);
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex(Math.min(Math.max(active + step, 0), Math.max(items.length - 1, 0)));
    } else if (event.key === 'Enter' && isListShown && active >= 0) {
      event.preventDefault();
      const item = items[active];
      if (item) pick(item.identifier);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setIsOpen(false);
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{WIZARD_TEXTS.srIdentifierLabel}</Label>
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isListShown}
          aria-controls={`${id}-list`}
          aria-activedescendant={isListShown && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-check`}
          aria-invalid={check.kind === 'checked' && check.status !== 'Valid' ? true : undefined}
          placeholder={WIZARD_TEXTS.srIdentifierPlaceholder}
          maxLength={SR_IDENTIFIER_MAX_LENGTH}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setIsOpen(false)}
          onKeyDown={handleKeyDown}
        />
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={WIZARD_TEXTS.srSuggestionsLabel}
          hidden={!isListShown}
          className="absolute top-full right-0 left-0 z-20 mt-1 max-h-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys act in the combobox (aria-activedescendant), where the focus stays
            <div
              key={item.id}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // Keeps the focus in the field, so the blur does not close the list before the pick.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item.identifier)}
              className={cn(
                'grid cursor-pointer gap-0.5 rounded-sm px-3 py-2 text-sm hover:bg-muted',
                index === active && 'bg-muted',
              )}
            >
              <span className="font-medium">{item.identifier}</span>
              <span className="text-muted-foreground">{item.task}</span>
            </div>
          ))}
        </div>
      </div>
      <div id={`${id}-check`} aria-live="polite" className="min-h-5 text-sm">
        <SrCheckMessage check={check} />
      </div>
    </div>
  );
}

/** Spec §5: 'SR Identifier is required', 'Valid SR Identifier' with the task, inactive, not found. */
function SrCheckMessage({ check }: { check: SrCheck }) {
  switch (check.kind) {
    case 'empty':
      return <p className="text-muted-foreground">{SR_CHECK_MESSAGES.Required}</p>;
    case 'short':
      return <p className="text-muted-foreground">{WIZARD_TEXTS.srIdentifierShort}</p>;
    case 'checking':
      return (
        <p className="flex items-center gap-2 text-muted-foreground">
          <Spinner />
          {WIZARD_TEXTS.srIdentifierChecking}
        </p>
      );
    case 'failed':
      return <p className="text-red-700 dark:text-red-300">{check.message}</p>;
    case 'checked':
      return check.status === 'Valid' ? (
        <div className="grid gap-0.5" data-testid="sr-check">
          <p className="flex items-center gap-2 font-medium text-green-800 dark:text-green-300">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {SR_CHECK_MESSAGES.Valid}
          </p>
          {check.task && <p className="text-muted-foreground">{check.task}</p>}
        </div>
      ) : (
        <p
          className="flex items-center gap-2 font-medium text-red-700 dark:text-red-300"
          data-testid="sr-check"
        >
          <XCircle className="size-4" aria-hidden="true" />
          {SR_CHECK_MESSAGES[check.status]}
        </p>
      );
  }
}
