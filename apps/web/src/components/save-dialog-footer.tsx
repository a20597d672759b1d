import { DialogFormFooter } from '@/components/ui/form-dialog';

type SaveDialogFooterProps = {
  isEditing: boolean;
  isSaving: boolean;
  onCancel: () => void;
  /** The create button and its busy text: 'Create' / 'Creating...' unless the screen names them. */
  createLabel?: string;
  creatingLabel?: string;
};

/** Cancel and submit of an admin create/edit dialog: 'Save Changes' when editing, the create label otherwise. */
export function SaveDialogFooter({
  isEditing,
  isSaving,
  onCancel,
  createLabel = 'Create',
  creatingLabel = 'Creating...',
}: SaveDialogFooterProps) {
  return (
    <DialogFormFooter
      isPending={isSaving}
      onCancel={onCancel}
      submitLabel={isEditing ? 'Save Changes' : createLabel}
      pendingLabel={isEditing ? 'Saving...' : creatingLabel}
    />
  );
}
