import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { cn } from '@/lib/utils';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 cursor-pointer',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-amber-400',
        destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
        outline: 'border border-input bg-background hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-muted',
        ghost: 'hover:bg-muted',
        link: 'text-brand-text underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, disabled, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  const isHydrated = useIsHydrated();
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      // A button inside a form must never submit it by accident.
      type={asChild ? undefined : (type ?? 'button')}
      // A prerendered page's button does nothing until React has hydrated it: it says so, and a
      // click waits instead of being lost. A link (asChild) works without React.
      disabled={asChild ? disabled : disabled || !isHydrated}
      {...props}
    />
  );
}
