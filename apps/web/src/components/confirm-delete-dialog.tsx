import type { ComponentProps } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** "Delete …?": the confirmation of a delete, its button red and busy until the server answers. */
export function ConfirmDeleteDialog(
  props: Omit<ComponentProps<typeof ConfirmDialog>, 'confirmLabel' | 'pendingLabel' | 'variant'>,
) {
  return <ConfirmDialog {...props} confirmLabel="Delete" pendingLabel="Deleting..." variant="destructive" />;
}
