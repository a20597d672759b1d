import { DESCRIPTION_PREVIEW_LENGTH } from '@basisdesk/shared/tickets/tickets.limits';
import { TICKET_MESSAGES } from '@basisdesk/shared/tickets/tickets.messages';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/** The detail dialog's description: the first 150 characters, the rest behind Show More. */
export function TicketDescription({ text }: { text: string }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const textId = useId();
  const isLong = text.length > DESCRIPTION_PREVIEW_LENGTH;
  const shown = isLong && !isExpanded ? `${text.slice(0, DESCRIPTION_PREVIEW_LENGTH).trimEnd()}…` : text;

  return (
    <div className="grid justify-items-start gap-1">
      <p id={textId} className="text-sm whitespace-pre-wrap break-words" data-testid="ticket-description">
        {shown}
      </p>
      {isLong && (
        <Button
          variant="link"
          size="sm"
          className="h-auto px-0"
          aria-expanded={isExpanded}
          aria-controls={textId}
          onClick={() => setIsExpanded((value) => !value)}
        >
          {isExpanded ? TICKET_MESSAGES.showLess : TICKET_MESSAGES.showMore}
        </Button>
      )}
    </div>
  );
}
