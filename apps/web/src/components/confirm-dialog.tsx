import type { MouseEvent, ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';

type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** What the decision is about, shown under the description. */
  children?: ReactNode;
  /** The action's button, and its text while the server answers ('Delete', 'Deleting...'). */
  confirmLabel: ReactNode;
  pendingLabel: ReactNode;
  variant?: 'default' | 'destructive';
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * The one shape of "Delete …?", "Deactivate …?" confirmations: it stays open, its button busy,
 * until the server has answered (the caller closes it when the request settles), and cannot be
 * dismissed meanwhile.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  variant = 'default',
  isPending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  function handleConfirm(event: MouseEvent) {
    event.preventDefault();
    if (!isPending) onConfirm();
  }

  return (
    <AlertDialog open={open} onOpenChange={(isOpen) => !isOpen && !isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction variant={variant} onClick={handleConfirm} disabled={isPending}>
            {isPending && <Spinner />}
            {isPending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
