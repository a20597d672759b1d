import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A plain <label>: everything a label needs is native, and the sign-in page counts every byte. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor (or wrap the control).
    <label
      className={cn(
        'text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
