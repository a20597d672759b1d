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

/**
 * The one shape of "Delete …?" confirmations: it stays open, its button busy, until the server has
 * answered (the caller closes it when the delete settles), and cannot be dismissed meanwhile.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  children,
  isPending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** What is about to go, shown under the description. */
  children?: ReactNode;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
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
          <AlertDialogAction variant="destructive" onClick={handleConfirm} disabled={isPending}>
            {isPending && <Spinner />}
            {isPending ? 'Deleting...' : 'Delete'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
