import type {
  Attachment,
  Message,
  SendMessageInput as SendMessageBody,
} from '@basisdesk/shared/messaging/messaging.schema';
import { useQueryClient } from '@tanstack/react-query';
import { keyOfStep } from '@/lib/action-keys';
import { api } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';
import { onMessageCreated } from '../live-events';
import { MESSAGING_BASE } from './messaging-keys';

export type SendMessageInput = { conversationId: string; content: string; files: readonly File[] };
export type SendMessageResult = { message: Message; attached: number; failedFiles: string[] };

/** POST messages/{id}/attachments: one file, multipart field `file`. */
export const uploadAttachment = (messageId: string, file: File, idempotencyKey?: string) => {
  const formData = new FormData();
  formData.append('file', file, file.name);
  return api.postForm<Attachment>(
    `${MESSAGING_BASE}/messages/${encodeURIComponent(messageId)}/attachments`,
    formData,
    {
      fallbackError: `${file.name}: upload failed`,
      idempotencyKey,
    },
  );
};

/** GET messages/{id}: the message as stored once its files are on it. */
export const getMessage = (messageId: string) =>
  api.get<Message>(`${MESSAGING_BASE}/messages/${encodeURIComponent(messageId)}`);

/**
 * POST messages, then each file. A message with files is a file message; its blank text becomes
 * 'Shared N file(s)' on the server (spec §5). A file the server refuses is reported, the rest kept.
 * Each call carries its own key derived from the action's, so a retried send stores the message
 * and each file once.
 */
export async function sendMessage(
  { conversationId, content, files }: SendMessageInput,
  idempotencyKey?: string,
): Promise<SendMessageResult> {
  const body: SendMessageBody = {
    conversationId,
    content: content.trim(),
    messageType: files.length > 0 ? 'file' : 'text',
  };
  const message = await api.post<Message>(`${MESSAGING_BASE}/messages`, body, {
    fallbackError: 'Failed to send message',
    idempotencyKey,
  });
  if (files.length === 0) return { message, attached: 0, failedFiles: [] };
  const failedFiles: string[] = [];
  let attached = 0;
  for (const [index, file] of files.entries()) {
    try {
      await uploadAttachment(message.id, file, idempotencyKey && keyOfStep(idempotencyKey, `file-${index}`));
      attached += 1;
    } catch (error) {
      failedFiles.push(error instanceof Error ? error.message : file.name);
    }
  }
  const stored = await getMessage(message.id).catch(() => message);
  return { message: stored, attached, failedFiles };
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: sendMessage,
    onSuccess: ({ message }) => onMessageCreated(queryClient, message),
  });
}
