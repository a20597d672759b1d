import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'asChild'> & {
  isPending: boolean;
  /** Said while the request runs: 'Saving...' unless the screen names its own ('Refunding...'). */
  pendingLabel?: ReactNode;
  /** Beside the label when idle; the spinner takes its place while pending. */
  icon?: ReactNode;
};

/**
 * A form's submit button: disabled with a spinner and its busy text while the request runs, so a
 * second press never sends the form twice.
 */
export function SubmitButton({
  isPending,
  pendingLabel = 'Saving...',
  icon,
  disabled,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={isPending || disabled} {...props}>
      {isPending ? <Spinner /> : icon}
      {isPending ? pendingLabel : children}
    </Button>
  );
}
