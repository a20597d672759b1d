import { MESSAGING_MESSAGES } from '@basisdesk/shared/messaging/messaging.messages';
import type { Conversation } from '@basisdesk/shared/messaging/messaging.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { ticketQuery } from '@/features/tickets/api/get-ticket';
import { errorMessage } from '@/lib/api-client';
import { showFailureToast } from '@/lib/failure-toast';
import { listParam } from '@/lib/list-params';
import { toast } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { cn } from '@/lib/utils';
import { useConversation } from '../api/get-conversation';
import { useUnreadCount } from '../api/get-unread-count';
import { useConversations } from '../api/list-conversations';
import { useConversationForOrder } from '../api/open-conversation-for-order';
import { useUpdateConversationStatus } from '../api/update-conversation-status';
import { readConversationAddress, withConversation } from '../conversation-address';
import { canPost, type Viewer } from '../conversation-view';
import { onConversationUpdated } from '../live-events';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';
import { CreateConversationFailed } from './create-conversation-failed';

const conversationListSchema = z.object({ page: listParam.page() });

/**
 * /messages (spec §2): the conversation list beside the open thread; on a phone one or the other,
 * with a way back. `?conversation={id}` opens a thread, `?orderId={id}` opens the ticket's.
 */
export function MessagesScreen({ viewer }: { viewer: Viewer }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { conversationId, orderIdToOpen } = readConversationAddress(searchParams);

  const openConversation = useCallback(
    (id: string | null, options: { replace?: boolean } = {}) =>
      setSearchParams(withConversation(new URLSearchParams(window.location.search), id), options),
    [setSearchParams],
  );

  if (orderIdToOpen) {
    return (
      <OpenOrderConversation
        key={orderIdToOpen}
        orderId={orderIdToOpen}
        onOpened={(id) => openConversation(id, { replace: true })}
        onBack={() => openConversation(null, { replace: true })}
      />
    );
  }
  return <ConversationsView viewer={viewer} conversationId={conversationId} onOpen={openConversation} />;
}

/** With an order and no conversation: get or create the ticket's, then put its id in the address. */
function OpenOrderConversation({
  orderId,
  onOpened,
  onBack,
}: {
  orderId: string;
  onOpened: (conversationId: string) => void;
  onBack: () => void;
}) {
  const open = useConversationForOrder(orderId);
  const conversationId = open.data?.id;
  const openedId = useRef<string | null>(null);

  useEffect(() => {
    // Once per conversation: the caller's handler is a new function on every render.
    if (!conversationId || openedId.current === conversationId) return;
    openedId.current = conversationId;
    onOpened(conversationId);
  }, [conversationId, onOpened]);

  if (open.isError) {
    return (
      <CreateConversationFailed
        error={open.error}
        isRetrying={open.isFetching}
        onRetry={() => void open.refetch()}
        onBack={onBack}
      />
    );
  }
  return <PageSpinner label="Opening the conversation..." />;
}

function ConversationsView({
  viewer,
  conversationId,
  onOpen,
}: {
  viewer: Viewer;
  conversationId: string | null;
  onOpen: (id: string | null, options?: { replace?: boolean }) => void;
}) {
  const queryClient = useQueryClient();
  const [{ page }, setListParams] = useListParams(conversationListSchema);
  const conversations = useConversations(page);
  const { data: unreadTotal = 0 } = useUnreadCount(true);
  const fromList = conversations.data?.items.find((item) => item.id === conversationId);
  const selected = useConversation(conversationId);
  const conversation = selected.data ?? fromList;
  const updateStatus = useUpdateConversationStatus();
  const listNav = useRef<HTMLElement>(null);
  const lastOpened = useRef<string | null>(null);

  // Back from a thread (phones) returns focus to that conversation in the list.
  useEffect(() => {
    if (conversationId) {
      lastOpened.current = conversationId;
      return;
    }
    const previous = lastOpened.current;
    if (previous)
      listNav.current?.querySelector<HTMLElement>(`[data-conversation-id="${previous}"]`)?.focus();
  }, [conversationId]);

  // An archived conversation stays open to the customer while the ticket waits for them.
  const needsTicket = Boolean(conversation && !conversation.isActive && viewer.role === 'Customer');
  const ticket = useQuery({ ...ticketQuery(conversation?.orderId ?? ''), enabled: needsTicket });
  const composerDisabledReason = !conversation
    ? null
    : viewer.role === 'Admin'
      ? MESSAGING_MESSAGES.adminsReadOnly
      : canPost(conversation, viewer, ticket.data?.status)
        ? null
        : MESSAGING_MESSAGES.conversationArchived;

  function toggleActive(item: Conversation) {
    if (updateStatus.isPending) return;
    const isActive = !item.isActive;
    updateStatus.mutate(
      { conversationId: item.id, isActive },
      {
        onSuccess: () => {
          onConversationUpdated(queryClient, { ...item, isActive });
          toast.success(isActive ? 'Conversation restored' : 'Conversation archived');
        },
        onError: (error) =>
          showFailureToast(
            isActive ? 'Failed to restore conversation' : 'Failed to archive conversation',
            error,
          ),
      },
    );
  }

  return (
    <>
      <PageHeader
        title="Messages"
        description={
          <span data-testid="unread-total">
            {unreadTotal === 1 ? '1 unread message' : `${unreadTotal} unread messages`}
          </span>
        }
      />
      <Card className="grid h-[calc(100dvh-12rem)] min-h-[28rem] grid-cols-1 gap-0 overflow-hidden p-0 md:grid-cols-[minmax(16rem,22rem)_1fr]">
        <nav
          ref={listNav}
          aria-label="Conversations"
          className={cn('min-h-0 overflow-y-auto border-r', conversationId ? 'hidden md:block' : 'block')}
        >
          <ConversationList
            viewerId={viewer.id}
            page={page}
            data={conversations.data}
            isPending={conversations.isPending}
            error={conversations.error}
            onRetry={() => void conversations.refetch()}
            onPageChange={(next) => setListParams({ page: next })}
            selectedId={conversationId}
            onSelect={(id) => onOpen(id)}
            onToggleActive={toggleActive}
            togglingId={updateStatus.isPending ? (updateStatus.variables?.conversationId ?? null) : null}
          />
        </nav>
        <section
          aria-label="Conversation"
          className={cn('min-h-0 min-w-0', conversationId ? 'flex flex-col' : 'hidden md:flex md:flex-col')}
        >
          {!conversationId ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center text-muted-foreground">
              <MessageSquare className="size-10" aria-hidden="true" />
              <p>Choose a conversation to read and reply.</p>
            </div>
          ) : conversation ? (
            <ConversationThread
              key={conversation.id}
              conversation={conversation}
              viewer={viewer}
              composerDisabledReason={composerDisabledReason}
              onBack={() => onOpen(null)}
            />
          ) : selected.error ? (
            <div className="p-4">
              <LoadError
                message={`${MESSAGING_MESSAGES.loadMessagesFailed}: ${errorMessage(selected.error, MESSAGING_MESSAGES.unknownError)}`}
                onRetry={() => void selected.refetch()}
              />
            </div>
          ) : (
            <PageSpinner label="Loading conversation..." />
          )}
        </section>
      </Card>
    </>
  );
}
