import { MESSAGING_MESSAGES } from '@basisdesk/shared/messaging/messaging.messages';
import type { Conversation, ConversationPage } from '@basisdesk/shared/messaging/messaging.schema';
import { Archive, ArchiveRestore, MessagesSquare } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatCount } from '@/lib/format-count';
import { formatConversationTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { otherPartyName } from '../conversation-view';

type ConversationListProps = {
  viewerId: string;
  page: number;
  data: ConversationPage | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
  onToggleActive: (conversation: Conversation) => void;
  /** The conversation whose Archive or Restore is being saved. */
  togglingId: string | null;
};

/** The viewer's conversations: the other party, the order, 'N new', the last message's time. */
export function ConversationList(props: ConversationListProps) {
  const { data, isPending, error, onRetry, viewerId, selectedId, onSelect, onToggleActive, togglingId } =
    props;

  if (isPending) {
    return (
      <div className="grid gap-2 p-3" role="status" aria-label="Loading conversations">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (error && !data) {
    return (
      <div className="p-3">
        <LoadError
          message={`${MESSAGING_MESSAGES.loadConversationsFailed}: ${errorMessage(error, MESSAGING_MESSAGES.unknownError)}`}
          onRetry={onRetry}
        />
      </div>
    );
  }
  if (!data || data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
        <MessagesSquare className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{MESSAGING_MESSAGES.noConversations}</p>
        <p className="text-sm text-muted-foreground">{MESSAGING_MESSAGES.noConversationsHint}</p>
      </div>
    );
  }

  return (
    <div className="p-2">
      <ul className="grid gap-1">
        {data.items.map((conversation) => {
          const isSelected = conversation.id === selectedId;
          const name = otherPartyName(conversation, viewerId);
          return (
            <li
              key={conversation.id}
              className={cn(
                'flex items-start gap-1 rounded-md border border-transparent',
                isSelected ? 'border-border bg-muted' : 'hover:bg-muted/60',
              )}
            >
              <button
                type="button"
                className="grid min-w-0 flex-1 cursor-pointer gap-0.5 rounded-md p-2 text-left focus-visible:outline-2 focus-visible:outline-ring"
                aria-current={isSelected ? 'true' : undefined}
                data-conversation-id={conversation.id}
                onClick={() => onSelect(conversation.id)}
              >
                <span className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate font-medium">{name}</span>
                  {conversation.unreadCount > 0 && (
                    <Badge variant="destructive" className="shrink-0">
                      {MESSAGING_MESSAGES.newBadge(conversation.unreadCount)}
                    </Badge>
                  )}
                </span>
                <span className="truncate text-xs text-muted-foreground">
                  {MESSAGING_MESSAGES.orderLabel(conversation.orderNumber)}
                  {!conversation.isActive && ' · Archived'}
                </span>
                <span className="text-xs text-muted-foreground">
                  {conversation.lastMessageAt
                    ? formatConversationTime(conversation.lastMessageAt)
                    : 'No messages yet'}
                </span>
              </button>
              <Button
                variant="ghost"
                size="sm"
                className="mt-1 mr-1 h-8 shrink-0 px-2 text-xs"
                onClick={() => onToggleActive(conversation)}
                disabled={togglingId === conversation.id}
                aria-label={`${conversation.isActive ? MESSAGING_MESSAGES.archive : MESSAGING_MESSAGES.restore} conversation with ${name}`}
              >
                {conversation.isActive ? (
                  <Archive aria-hidden="true" />
                ) : (
                  <ArchiveRestore aria-hidden="true" />
                )}
                {conversation.isActive ? MESSAGING_MESSAGES.archive : MESSAGING_MESSAGES.restore}
              </Button>
            </li>
          );
        })}
      </ul>
      <Pagination
        label="Conversation pages"
        page={props.page}
        pageSize={data.pageSize}
        total={data.totalCount}
        totalText={`${formatCount(data.totalCount)}${data.isTotalCapped ? '+' : ''} conversations`}
        isTotalCapped={data.isTotalCapped}
        onPageChange={props.onPageChange}
      />
    </div>
  );
}
