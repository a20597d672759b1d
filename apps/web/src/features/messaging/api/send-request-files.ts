import { MESSAGING_MESSAGES } from '@basisdesk/shared/messaging/messaging.messages';
import { useCallback, useState } from 'react';
import { createActionKeys } from '@/lib/action-keys';
import { ApiError, isRefusal } from '@/lib/api-client';
import { openConversationForOrder } from './open-conversation-for-order';
import { fileFailureReason, fileKeyOf, postMessage, uploadAttachment } from './send-message';

/** A file of the request that is not in its conversation, and why (in the server's words). */
export type FileNotAttached = {
  /** Its place among the request's files: its upload's key is made from it. */
  index: number;
  file: File;
  reason: string;
  /** The server refused the file itself (its type, size, content): trying again will not change that. */
  isRefused: boolean;
};

/** Where the request's files stand after a try: which are in the conversation, which are not. */
export type RequestFilesOutcome = {
  attached: ReadonlySet<number>;
  notAttached: readonly FileNotAttached[];
};

export type RequestFilesInput = {
  orderId: string;
  files: readonly File[];
  /** The outcome of the try before: its attached files are not sent again, nor its refused ones. */
  previous?: RequestFilesOutcome;
};

/**
 * The files chosen in the request wizard, sent as the customer's first message in the new
 * ticket's conversation (decision 055): the conversation (got or made), the message, then each
 * file, every call under a key made from the action's. A try again with the same key carries out
 * only what is missing: the message and the files already stored are answered again by the server
 * (never stored twice), and only what did not arrive is sent. Unlike the composer's send, a file
 * that fails does not take the message back: the request is made, and the files that arrived
 * stay. Never throws: what did not arrive is in `notAttached`.
 */
export async function sendRequestFiles(
  { orderId, files, previous }: RequestFilesInput,
  idempotencyKey: string,
): Promise<RequestFilesOutcome> {
  const attached = new Set(previous?.attached);
  const refused = (previous?.notAttached ?? []).filter((failure) => failure.isRefused);
  const skipped = new Set([...attached, ...refused.map((failure) => failure.index)]);
  const pending = [...files.entries()].filter(([index]) => !skipped.has(index));
  const notAttached: FileNotAttached[] = [...refused];
  const fail = (index: number, file: File, error: unknown) =>
    notAttached.push({ index, file, reason: reasonFor(file, error), isRefused: isRefusal(error) });
  if (pending.length === 0) return { attached, notAttached };

  let messageId: string;
  try {
    const conversation = await openConversationForOrder(orderId);
    const message = await postMessage(
      { conversationId: conversation.id, content: MESSAGING_MESSAGES.filesWithRequest, messageType: 'file' },
      idempotencyKey,
    );
    messageId = message.id;
  } catch (error) {
    for (const [index, file] of pending) fail(index, file, error);
    return { attached, notAttached: byIndex(notAttached) };
  }
  for (const [index, file] of pending) {
    try {
      await uploadAttachment(messageId, file, fileKeyOf(idempotencyKey, index));
      attached.add(index);
    } catch (error) {
      fail(index, file, error);
    }
  }
  return { attached, notAttached: byIndex(notAttached) };
}

/**
 * Why a file is not in the conversation, naming it: the server's words (which name the file when
 * they are about it), or, when no answer came, the upload's own fallback.
 */
function reasonFor(file: File, error: unknown): string {
  const reason = error instanceof ApiError ? fileFailureReason(file, error) : `${file.name}: upload failed`;
  return reason.startsWith(`${file.name}: `) ? reason : `${file.name}: ${reason}`;
}

const byIndex = (failures: FileNotAttached[]) => failures.sort((a, b) => a.index - b.index);

/** Whether trying again may help: a file failed for another reason than the server refusing it. */
export const canTryAgain = (outcome: RequestFilesOutcome) =>
  outcome.notAttached.some((failure) => !failure.isRefused);

/**
 * Sends a request's files with one key per ticket: the same key on every try for that ticket
 * until all its files are in (decision 037's action keys), so a try again never doubles them.
 */
export function useSendRequestFiles() {
  const [keys] = useState(() => createActionKeys());
  return useCallback(
    async (input: RequestFilesInput) => {
      const outcome = await sendRequestFiles(input, keys.keyFor({ orderId: input.orderId }));
      if (outcome.notAttached.length === 0) keys.succeeded();
      return outcome;
    },
    [keys],
  );
}
