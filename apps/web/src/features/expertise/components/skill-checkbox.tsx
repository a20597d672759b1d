import { useId } from 'react';

type SkillCheckboxProps = {
  label: string;
  description?: string;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
};

/** A native checkbox with its label and an optional line under it: keyboard and screen readers for free. */
export function SkillCheckbox({ label, description, isChecked, onChange }: SkillCheckboxProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-md p-2 hover:bg-muted">
      <input
        id={id}
        type="checkbox"
        checked={isChecked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-text"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm leading-tight font-medium">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
