import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

type SaveDialogFooterProps = {
  isEditing: boolean;
  isSaving: boolean;
  onCancel: () => void;
  /** The create button and its busy text: 'Create' / 'Creating...' unless the screen names them. */
  createLabel?: string;
  creatingLabel?: string;
};

/**
 * Cancel and submit of an admin create/edit dialog: 'Save Changes' when editing, the create label
 * otherwise, each with its busy text and a spinner while the request runs.
 */
export function SaveDialogFooter({
  isEditing,
  isSaving,
  onCancel,
  createLabel = 'Create',
  creatingLabel = 'Creating...',
}: SaveDialogFooterProps) {
  const idleLabel = isEditing ? 'Save Changes' : createLabel;
  const busyLabel = isEditing ? 'Saving...' : creatingLabel;
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={isSaving}>
        Cancel
      </Button>
      <Button type="submit" disabled={isSaving}>
        {isSaving && <Spinner />}
        {isSaving ? busyLabel : idleLabel}
      </Button>
    </DialogFooter>
  );
}
