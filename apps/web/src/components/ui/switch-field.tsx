import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '@/lib/utils';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form';
import { Switch } from './switch';

/**
 * A setting switched on or off: its label (and a badge beside it) and description on the left,
 * the switch on the right, in a bordered row (`className`: its corners, padding and indent).
 */
export function SwitchField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>({
  control,
  name,
  label,
  labelClassName,
  badge,
  description,
  className,
  isLocked = false,
  disabled,
}: {
  control: Control<TFieldValues, unknown, TTransformed>;
  name: TName;
  label: ReactNode;
  labelClassName?: string;
  /** Beside the label, in a row of its own (also while it shows nothing, so the row stays the same). */
  badge?: ReactNode;
  description: ReactNode;
  className?: string;
  /** On whatever was stored (a category that cannot be turned off). */
  isLocked?: boolean;
  disabled?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn('flex items-start justify-between gap-4 border', className)}>
          <div className="grid gap-1">
            {badge !== undefined ? (
              <div className="flex flex-wrap items-center gap-2">
                <FormLabel className={labelClassName}>{label}</FormLabel>
                {badge}
              </div>
            ) : (
              <FormLabel className={labelClassName}>{label}</FormLabel>
            )}
            <FormDescription>{description}</FormDescription>
            <FormMessage />
          </div>
          <FormControl>
            <Switch
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              checked={isLocked || field.value === true}
              onCheckedChange={field.onChange}
              disabled={isLocked || disabled}
            />
          </FormControl>
        </FormItem>
      )}
    />
  );
}
