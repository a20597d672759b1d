import { MESSAGE_CONTENT_MAX_LENGTH } from '@basisdesk/shared/messaging/messaging.limits';
import {
  type EditMessageBody,
  editMessageBodySchema,
  type Message,
} from '@basisdesk/shared/messaging/messaging.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SaveDialogFooter } from '@/components/save-dialog-footer';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { DialogForm, FormDialog } from '@/components/ui/form-dialog';
import { FieldBlock } from '@/components/ui/form-field-block';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useEditMessage } from '../api/edit-message';

type EditMessageDialogProps = { message: Message | null; onClose: () => void };

/**
 * The sender's edit of a text message. The spec's modal is a placeholder; this one saves through
 * PUT messages/{id} and the message shows 'edited'.
 */
export function EditMessageDialog({ message, onClose }: EditMessageDialogProps) {
  return (
    <FormDialog open={message !== null} onClose={onClose} className="max-w-md">
      {message && <EditMessageForm message={message} onClose={onClose} />}
    </FormDialog>
  );
}

function EditMessageForm({ message, onClose }: { message: Message; onClose: () => void }) {
  const form = useForm({
    resolver: zodResolver(editMessageBodySchema),
    defaultValues: { content: message.content },
  });
  const edit = useEditMessage();

  function handleSubmit({ content }: EditMessageBody) {
    if (edit.isPending) return;
    if (content === message.content) return onClose();
    edit.mutate(
      { messageId: message.id, content },
      {
        onSuccess: () => {
          toast.success('Message updated');
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          toast.error('Failed to edit message', {
            description: errorMessage(error, 'Failed to edit message'),
          });
        },
      },
    );
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      title="Edit message"
      description="The message will show as edited."
      footer={<SaveDialogFooter isEditing isSaving={edit.isPending} onCancel={onClose} />}
    >
      <FieldBlock control={form.control} name="content" label="Message">
        {(field) => (
          <Textarea {...field} rows={4} maxLength={MESSAGE_CONTENT_MAX_LENGTH} disabled={edit.isPending} />
        )}
      </FieldBlock>
    </DialogForm>
  );
}
