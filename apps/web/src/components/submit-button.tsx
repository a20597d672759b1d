import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/**
 * A form's submit button: disabled with a spinner and 'Saving...' while the save is under way, so
 * a second press never sends the form twice. `icon` shows beside the label when idle.
 */
export function SubmitButton({
  isPending,
  children,
  icon,
}: {
  isPending: boolean;
  children: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Button type="submit" disabled={isPending}>
      {isPending ? <Spinner /> : icon}
      {isPending ? 'Saving...' : children}
    </Button>
  );
}
