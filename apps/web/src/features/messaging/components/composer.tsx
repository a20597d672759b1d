import { MESSAGE_CONTENT_MAX_LENGTH } from '@basisdesk/shared/messaging/messaging.limits';
import { MESSAGING_MESSAGES } from '@basisdesk/shared/messaging/messaging.messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paperclip, Send, X } from 'lucide-react';
import { type ChangeEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FieldBlock } from '@/components/ui/form-field-block';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { showFailureToast } from '@/lib/failure-toast';
import { formatFileSize } from '@/lib/format-file-size';
import { toast } from '@/lib/toast';
import { useFileUploadInfo } from '../api/get-file-upload-info';
import { useSendMessage } from '../api/send-message';
import { acceptAttribute, checkFiles } from '../file-checks';
import { FileKindIcon } from './file-kind-icon';

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
 * The message box (spec §5): Enter sends, Shift+Enter starts a new line; files are checked against
 * the admin's rules before they are sent; blank text with files is allowed.
 */
export function Composer({ conversationId, disabledReason }: ComposerProps) {
  const form = useForm({ resolver: zodResolver(composerSchema), defaultValues: EMPTY_DRAFT });
  const [content, files] = useWatch({ control: form.control, name: ['content', 'files'] });
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const { data: uploadInfo } = useFileUploadInfo();
  const send = useSendMessage();
  const id = useId();
  const isDisabled = disabledReason !== null;
  const canSend = !isDisabled && !send.isPending && (content.trim().length > 0 || files.length > 0);

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const { accepted, errors } = checkFiles(chosen, uploadInfo, files.length);
    form.setValue('files', [...files, ...accepted]);
    setFileErrors(errors);
  }

  function removeFile(index: number) {
    form.setValue(
      'files',
      files.filter((_, position) => position !== index),
    );
  }

  function handleSend(draft: ComposerDraft) {
    if (!canSend) return;
    send.mutate(
      { conversationId, ...draft },
      {
        onSuccess: ({ attached, failedFiles }) => {
          form.reset(EMPTY_DRAFT);
          setFileErrors(failedFiles);
          toast.success(
            attached > 0 ? MESSAGING_MESSAGES.sentWithAttachments(attached) : MESSAGING_MESSAGES.sent,
          );
          form.setFocus('content');
        },
        // The text and the files stay, to be sent again.
        onError: (error) => showFailureToast(MESSAGING_MESSAGES.sendFailed, error),
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
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Files to send">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex max-w-full items-center gap-2 rounded-md border bg-muted py-1 pr-1 pl-2 text-sm"
            >
              <FileKindIcon fileName={file.name} contentType={file.type} />
              <span className="max-w-40 truncate">{file.name}</span>
              <span className="text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Remove ${file.name}`}
                onClick={() => removeFile(index)}
                disabled={send.isPending}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {fileErrors.length > 0 && (
        <div role="alert" className="grid gap-0.5 text-sm font-medium text-destructive dark:text-red-300">
          {fileErrors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          // Out of the page and the accessibility tree: the Attach files button opens it (an
          // sr-only input was an unlabeled form field to screen readers, axe 'label').
          hidden
          accept={acceptAttribute(uploadInfo)}
          onChange={handleFiles}
          disabled={isDisabled || send.isPending}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label="Attach files"
          onClick={() => fileInput.current?.click()}
          disabled={isDisabled || send.isPending}
        >
          <Paperclip aria-hidden="true" />
        </Button>
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
