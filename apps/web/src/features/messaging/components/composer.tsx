import { MESSAGE_CONTENT_MAX_LENGTH } from '@basisdesk/shared/messaging/messaging.limits';
import { MESSAGING_MESSAGES } from '@basisdesk/shared/messaging/messaging.messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paperclip, Send } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FieldBlock } from '@/components/ui/form-field-block';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { showFailureToast } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { useFileUploadInfo } from '../api/get-file-upload-info';
import { FileNotSentError, useSendMessage } from '../api/send-message';
import { areAllAccepted, countNotRefused, useFileChecks } from '../use-file-checks';
import { AttachFilesButton } from './attach-files-button';
import { ChosenFiles } from './chosen-files';

/** Text, files or both: a message with files may have no text (spec §5). */
const composerSchema = z
  .object({
    content: z
      .string()
      .max(MESSAGE_CONTENT_MAX_LENGTH, MESSAGING_MESSAGES.contentTooLong(MESSAGE_CONTENT_MAX_LENGTH)),
    files: z.array(z.instanceof(File)),
  })
  .refine((draft) => draft.content.trim().length > 0 || draft.files.length > 0, {
    message: MESSAGING_MESSAGES.contentRequired,
    path: ['content'],
  });
type ComposerDraft = z.infer<typeof composerSchema>;
const EMPTY_DRAFT: ComposerDraft = { content: '', files: [] };

type ComposerProps = {
  conversationId: string;
  /** Why the composer is closed (an archived conversation, an admin reading along); open when null. */
  disabledReason: string | null;
};

/**
 * The message box (spec §5): Enter sends, Shift+Enter starts a new line; blank text with files is
 * allowed. Each chosen file is checked when it is chosen (the admin's rules, then its content on
 * the server); the message goes whole or not at all, so Send waits while a file is refused, and a
 * send that fails keeps the text and the files (decision 054).
 */
export function Composer({ conversationId, disabledReason }: ComposerProps) {
  const form = useForm({ resolver: zodResolver(composerSchema), defaultValues: EMPTY_DRAFT });
  const [content, files] = useWatch({ control: form.control, name: ['content', 'files'] });
  const { data: uploadInfo } = useFileUploadInfo();
  const fileChecks = useFileChecks(uploadInfo);
  // Raised when a send was taken back: the next try is a new action (see SendMessageInput).
  const [attempt, setAttempt] = useState(0);
  const send = useSendMessage();
  const id = useId();
  const isDisabled = disabledReason !== null;
  const hasContent = content.trim().length > 0 || files.length > 0;
  const areFilesReady = areAllAccepted(files, fileChecks.checks);
  const canSend = !isDisabled && !send.isPending && hasContent && areFilesReady;

  function handleFiles(chosen: File[]) {
    fileChecks.checkChosen(chosen, countNotRefused(files, fileChecks.checks));
    form.setValue('files', [...files, ...chosen]);
  }

  function removeFile(index: number) {
    const removed = files[index];
    if (removed) fileChecks.forget(removed);
    form.setValue(
      'files',
      files.filter((_, position) => position !== index),
    );
  }

  function handleSend(draft: ComposerDraft) {
    if (!canSend) return;
    send.mutate(
      { conversationId, ...draft, attempt },
      {
        onSuccess: ({ attached }) => {
          form.reset(EMPTY_DRAFT);
          fileChecks.clear();
          toast.success(
            attached > 0 ? MESSAGING_MESSAGES.sentWithAttachments(attached) : MESSAGING_MESSAGES.sent,
          );
          form.setFocus('content');
        },
        // Nothing was sent: the text and the files stay, a refused file with its reason beside it.
        onError: (error) => {
          if (error instanceof FileNotSentError) {
            setAttempt((current) => current + 1);
            if (error.isRefused) fileChecks.refuse(error.file, error.reason);
          }
          showFailureToast(MESSAGING_MESSAGES.sendFailed, error);
        },
      },
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSend) event.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <Form form={form} onSubmit={handleSend} className="grid gap-2 border-t p-3" aria-label="Send a message">
      {isDisabled && (
        <p className="text-sm text-muted-foreground" id={`${id}-disabled`}>
          {disabledReason}
        </p>
      )}
      <ChosenFiles files={files} checks={fileChecks.checks} onRemove={removeFile} disabled={send.isPending} />
      {hasContent &&
        !areFilesReady &&
        !files.some((file) => fileChecks.checks.get(file)?.status === 'checking') && (
          <p className="text-sm text-muted-foreground">{MESSAGING_MESSAGES.removeRefusedToSend}</p>
        )}
      <div className="flex items-end gap-2">
        <AttachFilesButton
          uploadInfo={uploadInfo}
          onChoose={handleFiles}
          disabled={isDisabled || send.isPending}
          variant="outline"
          size="icon"
          aria-label="Attach files"
        >
          <Paperclip aria-hidden="true" />
        </AttachFilesButton>
        <FieldBlock
          control={form.control}
          name="content"
          label="Message"
          labelClassName="sr-only"
          className="flex-1"
          describedBy={isDisabled ? `${id}-disabled` : undefined}
        >
          {(field) => (
            <Textarea
              {...field}
              onKeyDown={handleKeyDown}
              placeholder={
                isDisabled ? undefined : 'Type a message… (Enter to send, Shift+Enter for a new line)'
              }
              rows={2}
              maxLength={MESSAGE_CONTENT_MAX_LENGTH}
              className="max-h-40 min-h-10 resize-none"
              disabled={isDisabled}
            />
          )}
        </FieldBlock>
        <Button type="submit" size="icon" aria-label="Send message" disabled={!canSend}>
          {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
        </Button>
      </div>
    </Form>
  );
}
