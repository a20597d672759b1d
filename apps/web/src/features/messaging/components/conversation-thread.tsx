import { MESSAGING_MESSAGES } from '@basisdesk/shared/messaging/messaging.messages';
import type { Conversation, Message } from '@basisdesk/shared/messaging/messaging.schema';
import { ArrowLeft, MessageSquare } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { showFailureToast } from '@/lib/failure-toast';
import { useDeleteAttachment } from '../api/delete-attachment';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/list-messages';
import { useMarkRead } from '../api/mark-read';
import { isParticipant, otherPartyName, type Viewer } from '../conversation-view';
import { threadMessages, unreadFromOthers } from '../thread';
import { Composer } from './composer';
import { EditMessageDialog } from './edit-message-dialog';
import { MessageItem } from './message-item';

type ConversationThreadProps = {
  conversation: Conversation;
  viewer: Viewer;
  /** Null when the viewer may post; otherwise why not. */
  composerDisabledReason: string | null;
  onBack: () => void;
};

type PendingDelete =
  | { kind: 'message'; messageId: string }
  | { kind: 'attachment'; attachmentId: string; fileName: string };

/** The open conversation: its messages (older pages on demand), the composer, edits and deletes. */
export function ConversationThread({
  conversation,
  viewer,
  composerDisabledReason,
  onBack,
}: ConversationThreadProps) {
  const messages = useMessages(conversation.id);
  const list = useMemo(() => threadMessages(messages.data?.pages ?? []), [messages.data]);
  const markRead = useMarkRead();
  const requested = useRef(new Set<string>());
  const heading = useRef<HTMLHeadingElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<Message | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const deleteMessage = useDeleteMessage();
  const deleteAttachment = useDeleteAttachment();
  const name = otherPartyName(conversation, viewer.id);

  // Opening a thread moves focus to its heading: on a phone the list has just gone away.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);

  // Others' unread messages are marked read as they show (spec §4), each id asked once.
  const { mutate: markReadMutate } = markRead;
  useEffect(() => {
    if (!isParticipant(conversation, viewer.id)) return;
    const ids = unreadFromOthers(list, viewer.id).filter((id) => !requested.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) requested.current.add(id);
    markReadMutate({ conversationId: conversation.id, messageIds: ids });
  }, [list, conversation, viewer.id, markReadMutate]);

  // A new message at the end scrolls into view and, when someone else sent it, is announced.
  const last = list.at(-1);
  const lastSeen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!last) return;
    const isFirstLoad = lastSeen.current === undefined;
    if (last.id === lastSeen.current) return;
    lastSeen.current = last.id;
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
    if (!isFirstLoad && last.senderId !== viewer.id) {
      setAnnouncement(`New message from ${last.senderName}: ${last.content}`);
    }
  }, [last, viewer.id]);

  function confirmDelete() {
    if (!pendingDelete) return;
    const close = () => setPendingDelete(null);
    if (pendingDelete.kind === 'message') {
      deleteMessage.mutate(
        { messageId: pendingDelete.messageId, conversationId: conversation.id },
        { onError: (error) => showFailureToast('Failed to delete message', error), onSettled: close },
      );
    } else {
      deleteAttachment.mutate(
        { attachmentId: pendingDelete.attachmentId, conversationId: conversation.id },
        { onError: (error) => showFailureToast('Failed to delete attachment', error), onSettled: close },
      );
    }
  }

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-2 border-b p-3">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Back to conversations"
          onClick={onBack}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <div className="min-w-0 flex-1">
          <h2 ref={heading} tabIndex={-1} className="truncate text-base font-semibold outline-none">
            {name}
          </h2>
          <p className="truncate text-xs text-muted-foreground">
            {MESSAGING_MESSAGES.orderLabel(conversation.orderNumber)}
            {conversation.subject ? ` · ${conversation.subject}` : ''}
          </p>
        </div>
        {!conversation.isActive && <Badge variant="secondary">Archived</Badge>}
      </header>

      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto p-3" aria-busy={messages.isPending}>
        {messages.isPending ? (
          <div className="grid gap-3" role="status" aria-label="Loading messages">
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="ml-auto h-12 w-1/2" />
            <Skeleton className="h-12 w-3/5" />
          </div>
        ) : messages.error && list.length === 0 ? (
          <LoadError
            message={`${MESSAGING_MESSAGES.loadMessagesFailed}: ${errorMessage(messages.error, MESSAGING_MESSAGES.unknownError)}`}
            onRetry={() => void messages.refetch()}
          />
        ) : list.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 py-10 text-center">
            <MessageSquare className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{MESSAGING_MESSAGES.noMessages}</p>
            <p className="text-sm text-muted-foreground">{MESSAGING_MESSAGES.noMessagesHint}</p>
          </div>
        ) : (
          <>
            {messages.hasNextPage && (
              <div className="mb-3 flex justify-center">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void messages.fetchNextPage()}
                  disabled={messages.isFetchingNextPage}
                >
                  {messages.isFetchingNextPage && <Spinner />}
                  Load older messages
                </Button>
              </div>
            )}
            <ol className="grid gap-3" aria-label={`Messages with ${name}`}>
              {list.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  isOwn={message.senderId === viewer.id}
                  onEdit={() => setEditing(message)}
                  onDelete={() => setPendingDelete({ kind: 'message', messageId: message.id })}
                  onDeleteAttachment={(attachmentId, fileName) =>
                    setPendingDelete({ kind: 'attachment', attachmentId, fileName })
                  }
                />
              ))}
            </ol>
          </>
        )}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      <Composer
        key={conversation.id}
        conversationId={conversation.id}
        disabledReason={composerDisabledReason}
      />

      <EditMessageDialog message={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        open={pendingDelete !== null}
        title={pendingDelete?.kind === 'attachment' ? 'Delete attachment?' : 'Delete message?'}
        description={
          pendingDelete?.kind === 'attachment'
            ? `${pendingDelete.fileName} will be removed from the message for both of you.`
            : 'The message and its files will be removed for both of you.'
        }
        isPending={deleteMessage.isPending || deleteAttachment.isPending}
        onConfirm={confirmDelete}
        onClose={() => setPendingDelete(null)}
      />
    </div>
  );
}
