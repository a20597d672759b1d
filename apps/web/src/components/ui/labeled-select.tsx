import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';
import { NativeSelect } from './native-select';

type LabeledSelectProps = Omit<ComponentProps<typeof NativeSelect>, 'className'> & {
  id: string;
  label: ReactNode;
  /** Beneath the select, read with it (the chosen status's meaning). */
  description?: ReactNode;
  /** The block's classes (its width). */
  className?: string;
};

/** A select outside a form (a list's filter, a card's status), its label above it. */
export function LabeledSelect({ id, label, description, className, ...props }: LabeledSelectProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} aria-describedby={descriptionId} {...props} />
      {description && (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
    </div>
  );
}
