import { createContext, type ReactNode, use, useId, useRef } from 'react';
import { cn } from '@/lib/utils';

/** How a choice was made: browsing with arrow keys moves the selection, but is not a decision yet. */
export type PickManner = { isArrowKeyBrowse: boolean };

type ChoiceGroupContextValue = {
  name: string;
  value: string | null;
  onPick: (value: string, manner: PickManner) => void;
  readManner: () => PickManner;
};

const ChoiceGroupContext = createContext<ChoiceGroupContextValue | null>(null);

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

type ChoiceGroupProps = {
  legend: ReactNode;
  value: string | null;
  onPick: (value: string, manner: PickManner) => void;
  className?: string;
  legendClassName?: string;
  children: ReactNode;
};

/**
 * A group of native radio buttons in a fieldset: arrow keys, labels and screen readers work as
 * the platform defines them. Arrow keys check the next radio as they move, so the group tells
 * its owner when a pick came from them (an owner that moves on by itself waits for a real pick).
 */
export function ChoiceGroup({
  legend,
  value,
  onPick,
  className,
  legendClassName,
  children,
}: ChoiceGroupProps) {
  const name = useId();
  const isArrowKeyBrowse = useRef(false);
  const context: ChoiceGroupContextValue = {
    name,
    value,
    onPick,
    readManner: () => {
      const manner = { isArrowKeyBrowse: isArrowKeyBrowse.current };
      isArrowKeyBrowse.current = false;
      return manner;
    },
  };
  return (
    <fieldset
      className="grid min-w-0 gap-3"
      onKeyDown={(event) => {
        isArrowKeyBrowse.current = ARROW_KEYS.has(event.key);
      }}
      onPointerDown={() => {
        isArrowKeyBrowse.current = false;
      }}
    >
      <legend className={cn('mb-3 text-sm font-semibold', legendClassName)}>{legend}</legend>
      <div className={cn('grid gap-3', className)}>
        <ChoiceGroupContext value={context}>{children}</ChoiceGroupContext>
      </div>
    </fieldset>
  );
}

type ChoiceCardProps = {
  value: string;
  title: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
  /** More content inside the card, outside the radio's description (e.g. reviews). */
  children?: ReactNode;
  className?: string;
};

/** One option: the whole card is the radio's label; its title names it, its description describes it. */
export function ChoiceCard({ value, title, description, isDisabled, children, className }: ChoiceCardProps) {
  const group = use(ChoiceGroupContext);
  const id = useId();
  if (!group) throw new Error('ChoiceCard belongs inside a ChoiceGroup');
  const isChecked = group.value === value;
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-4 transition-colors hover:bg-muted/60',
        'has-[:checked]:border-brand-text has-[:checked]:bg-accent/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70',
        className,
      )}
    >
      <input
        id={id}
        type="radio"
        name={group.name}
        value={value}
        checked={isChecked}
        disabled={isDisabled}
        onChange={() => group.onPick(value, group.readManner())}
        // Picking the chosen option again changes nothing, yet it is a pick (it may move on).
        onClick={() => isChecked && group.onPick(value, group.readManner())}
        // After browsing with arrow keys, Enter (or Space on the checked radio, which the browser
        // ignores) confirms the choice.
        onKeyDown={(event) => {
          if (event.key === 'Enter' || (event.key === ' ' && isChecked)) {
            event.preventDefault();
            group.onPick(value, { isArrowKeyBrowse: false });
          }
        }}
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-text focus-visible:outline-none"
      />
      <span className="grid min-w-0 flex-1 gap-1">
        <span id={`${id}-title`} className="leading-tight font-medium">
          {title}
        </span>
        {description && (
          <span id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </span>
        )}
        {children}
      </span>
    </label>
  );
}
