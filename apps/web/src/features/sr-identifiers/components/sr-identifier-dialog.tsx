import {
  SR_IDENTIFIER_MAX_LENGTH,
  SR_TASK_MAX_LENGTH,
} from '@basisdesk/shared/sr-identifiers/sr-identifiers.limits';
import { SR_IDENTIFIER_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import {
  type CreateSrIdentifierBody,
  createSrIdentifierBodySchema,
  type SrIdentifier,
} from '@basisdesk/shared/sr-identifiers/sr-identifiers.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SaveDialogFooter } from '@/components/save-dialog-footer';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { DialogForm, FormDialog } from '@/components/ui/form-dialog';
import { FormGroup, FormGroupMessage } from '@/components/ui/form-group';
import { Input } from '@/components/ui/input';
import { SwitchField } from '@/components/ui/switch-field';
import { Textarea } from '@/components/ui/textarea';
import { showFailureToast } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { useCreateSrIdentifier } from '../api/create-sr-identifier';
import { useUpdateSrIdentifier } from '../api/update-sr-identifier';

type SrIdentifierDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The identifier being edited; without one the dialog creates a new identifier. */
  srIdentifier?: SrIdentifier | null;
};

/** 'Add SR Identifier' and 'Edit SR Identifier': identifier and task required, active on by default. */
export function SrIdentifierDialog({ open, onClose, srIdentifier }: SrIdentifierDialogProps) {
  // Owned here, not by the form: closing must wait for the server, or the toast would be lost.
  const createSrIdentifier = useCreateSrIdentifier();
  const updateSrIdentifier = useUpdateSrIdentifier();
  const isSaving = createSrIdentifier.isPending || updateSrIdentifier.isPending;

  return (
    <FormDialog open={open} onClose={onClose} isPending={isSaving}>
      {/* Remounted per opening: the create form always starts empty, an edit from the row. */}
      <SrIdentifierForm
        key={srIdentifier?.id ?? 'new'}
        srIdentifier={srIdentifier}
        createSrIdentifier={createSrIdentifier}
        updateSrIdentifier={updateSrIdentifier}
        onClose={onClose}
      />
    </FormDialog>
  );
}

/** 'Identifier and Task are required' is one rule over both fields: said once, beneath them. */
const REQUIRED_TOGETHER = ['identifier', 'task'] as const;

function SrIdentifierForm({
  srIdentifier,
  createSrIdentifier,
  updateSrIdentifier,
  onClose,
}: Omit<SrIdentifierDialogProps, 'open'> & {
  createSrIdentifier: ReturnType<typeof useCreateSrIdentifier>;
  updateSrIdentifier: ReturnType<typeof useUpdateSrIdentifier>;
}) {
  // The create schema covers editing too: the edit form always sends whether the identifier is active.
  const form = useForm({
    resolver: zodResolver(createSrIdentifierBodySchema),
    defaultValues: {
      identifier: srIdentifier?.identifier ?? '',
      task: srIdentifier?.task ?? '',
      isActive: srIdentifier?.isActive ?? true,
    },
  });
  const isEditing = Boolean(srIdentifier);
  const isSaving = createSrIdentifier.isPending || updateSrIdentifier.isPending;

  function handleFailure(error: Error, title: string) {
    // A refusal that names a field (a taken identifier) stays beside the form as well as in the toast.
    applyServerErrors(form, error);
    showFailureToast(title, error);
  }

  function handleSubmit(body: CreateSrIdentifierBody) {
    if (isSaving) return;
    if (srIdentifier) {
      updateSrIdentifier.mutate(
        { id: srIdentifier.id, ...body },
        {
          onSuccess: () => {
            toast.success(SR_IDENTIFIER_MESSAGES.updated);
            onClose();
          },
          onError: (error) => handleFailure(error, SR_IDENTIFIER_MESSAGES.updateFailed),
        },
      );
    } else {
      createSrIdentifier.mutate(body, {
        onSuccess: () => {
          toast.success(SR_IDENTIFIER_MESSAGES.created);
          onClose();
        },
        onError: (error) => handleFailure(error, SR_IDENTIFIER_MESSAGES.createFailed),
      });
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      title={isEditing ? 'Edit SR Identifier' : SR_IDENTIFIER_MESSAGES.addButton}
      description="Customers quote the identifier when a sub-option needs one; the task says what it stands for."
      footer={<SaveDialogFooter isEditing={isEditing} isSaving={isSaving} onCancel={onClose} />}
    >
      <FormGroup names={REQUIRED_TOGETHER}>
        <FormField
          control={form.control}
          name="identifier"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Identifier</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  placeholder="e.g. SR1001"
                  autoComplete="off"
                  spellCheck={false}
                  required
                  maxLength={SR_IDENTIFIER_MAX_LENGTH}
                  disabled={isSaving}
                  className="font-mono"
                />
              </FormControl>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="task"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Task</FormLabel>
              <FormControl>
                <Textarea
                  {...field}
                  placeholder="What the service request is for"
                  required
                  maxLength={SR_TASK_MAX_LENGTH}
                  disabled={isSaving}
                />
              </FormControl>
            </FormItem>
          )}
        />
        <FormGroupMessage />
      </FormGroup>
      <SwitchField
        control={form.control}
        name="isActive"
        label="Active"
        description="Only active identifiers are visible to customers."
        className="rounded-md p-3"
        disabled={isSaving}
      />
    </DialogForm>
  );
}
