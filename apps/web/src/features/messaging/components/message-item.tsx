import { MESSAGING_MESSAGES } from '@basisdesk/shared/messaging/messaging.messages';
import type { Message } from '@basisdesk/shared/messaging/messaging.schema';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatMessageTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { AttachmentChip } from './attachment-chip';

type MessageItemProps = {
  message: Message;
  isOwn: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onDeleteAttachment: (attachmentId: string, fileName: string) => void;
};

/** One message: a system notice apart in the middle; the viewer's own on the right, with its actions. */
export function MessageItem({ message, isOwn, onEdit, onDelete, onDeleteAttachment }: MessageItemProps) {
  const time = formatMessageTime(message.sentAt);
  if (message.messageType === 'system') {
    return (
      <li className="my-1 flex justify-center">
        <p className="max-w-[90%] rounded-full border border-dashed bg-muted px-3 py-1 text-center text-xs text-muted-foreground">
          <span>{message.content}</span> <span className="whitespace-nowrap">· {time}</span>
        </p>
      </li>
    );
  }

  return (
    <li className={cn('group flex flex-col gap-1', isOwn ? 'items-end' : 'items-start')}>
      <div className="flex items-baseline gap-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{isOwn ? 'You' : message.senderName}</span>
        <time dateTime={message.sentAt}>{time}</time>
        {message.isEdited && <span>({MESSAGING_MESSAGES.edited})</span>}
      </div>
      <div
        className={cn(
          'grid max-w-[min(85%,36rem)] gap-2 rounded-lg px-3 py-2',
          isOwn ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        {message.content && <p className="text-sm break-words whitespace-pre-wrap">{message.content}</p>}
        {message.attachments.length > 0 && (
          <ul className="grid gap-1.5" aria-label="Attachments">
            {message.attachments.map((attachment) => (
              <li key={attachment.id}>
                <AttachmentChip
                  attachment={attachment}
                  onDelete={
                    isOwn ? () => onDeleteAttachment(attachment.id, attachment.originalFileName) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {isOwn && (
        <div className="flex gap-1">
          {message.messageType === 'text' && (
            <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Edit<span className="sr-only"> message sent at {time}</span>
            </Button>
          )}
          <Button variant="ghost" size="sm" className="h-7 px-2 text-xs" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> message sent at {time}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
