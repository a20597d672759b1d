import { MESSAGING_MESSAGES } from '@basisdesk/shared/messaging/messaging.messages';
import type {
  Attachment,
  Message,
  SendMessageInput as SendMessageBody,
} from '@basisdesk/shared/messaging/messaging.schema';
import { useQueryClient } from '@tanstack/react-query';
import { keyOfStep } from '@/lib/action-keys';
import { api, errorMessage, isRefusal } from '@/lib/api-client';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';
import { onMessageCreated, onMessageDeleted } from '../live-events';
import { deleteMessage } from './delete-message';
import { MESSAGING_BASE } from './messaging-keys';

export type SendMessageInput = {
  conversationId: string;
  content: string;
  files: readonly File[];
  /**
   * Raised by the composer after a send that was taken back: the next try is a new action with a
   * new key (the old key would replay the deleted message).
   */
  attempt?: number;
};
export type SendMessageResult = { message: Message; attached: number };

/** A file refused while its message was being sent: the message was taken back, nothing was sent. */
export class FileNotSentError extends Error {
  constructor(
    /** The message taken back. */
    readonly messageId: string,
    readonly file: File,
    readonly reason: string,
    /** True when the server refused the file itself (its type, size, content), not the connection. */
    readonly isRefused: boolean,
  ) {
    super(reason);
    this.name = 'FileNotSentError';
  }
}

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

/** POST messages: the message alone; a file message's files follow, each through uploadAttachment. */
export const postMessage = (body: SendMessageBody, idempotencyKey?: string) =>
  api.post<Message>(`${MESSAGING_BASE}/messages`, body, {
    fallbackError: MESSAGING_MESSAGES.sendFailed,
    idempotencyKey,
  });

/** The key of a message's file `index` within the action that sends it: each upload is carried out once. */
export const fileKeyOf = (actionKey: string, index: number) => keyOfStep(actionKey, `file-${index}`);

/** Why a file did not go, in the server's words; a lost connection names the file. */
export const fileFailureReason = (file: File, error: unknown) =>
  errorMessage(error, `${file.name}: upload failed`);

/** GET messages/{id}: the message as stored once its files are on it. */
export const getMessage = (messageId: string) =>
  api.get<Message>(`${MESSAGING_BASE}/messages/${encodeURIComponent(messageId)}`);

/**
 * POST messages, then each file. A message with files is a file message; its blank text becomes
 * 'Shared N file(s)' on the server (spec §5). It goes whole or not at all (decision 054): the
 * composer has had each file checked (POST file-checks), and if a file still fails here the
 * message is deleted again and FileNotSentError names the file. Each call carries its own key
 * derived from the action's, so a retried send stores the message and each file once.
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
  const message = await postMessage(body, idempotencyKey);
  if (files.length === 0) return { message, attached: 0 };
  for (const [index, file] of files.entries()) {
    try {
      await uploadAttachment(message.id, file, idempotencyKey && fileKeyOf(idempotencyKey, index));
    } catch (error) {
      // Taken back with the files it has; if even that fails, the sender still sees it and can delete it.
      await deleteMessage({ messageId: message.id, conversationId }).catch(() => undefined);
      throw new FileNotSentError(message.id, file, fileFailureReason(file, error), isRefusal(error));
    }
  }
  const stored = await getMessage(message.id).catch(() => message);
  return { message: stored, attached: files.length };
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: sendMessage,
    onSuccess: ({ message }) => onMessageCreated(queryClient, message),
    // The message taken back leaves the thread at once, whatever the live stream is doing.
    onError: (error, { conversationId }) => {
      if (error instanceof FileNotSentError) {
        onMessageDeleted(queryClient, { id: error.messageId, conversationId });
      }
    },
  });
}
