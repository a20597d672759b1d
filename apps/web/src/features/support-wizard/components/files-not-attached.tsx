import type { Ticket } from '@basisdesk/shared/tickets/tickets.schema';
import { RotateCw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { messagesForOrder, ticketForOrder } from '@/config/paths';
import { canTryAgain, type RequestFilesOutcome } from '@/features/messaging/api/send-request-files';
import { FileKindIcon } from '@/features/messaging/components/file-kind-icon';
import { requestCreatedText, WIZARD_TEXTS } from '../wizard-texts';
import { WizardHeading } from './wizard-heading';

type FilesNotAttachedProps = {
  ticket: Pick<Ticket, 'id' | 'orderNumber'>;
  outcome: RequestFilesOutcome;
  isTrying: boolean;
  onTryAgain: () => void;
};

/**
 * The wizard's last screen when the request is made but some of its files did not reach the
 * ticket's conversation (decision 055): it says which and why, offers to try again (the same
 * action, so nothing arrives twice) and leads to the conversation, where files can be added.
 */
export function FilesNotAttached({ ticket, outcome, isTrying, onTryAgain }: FilesNotAttachedProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The wizard's step is gone: the news is read from this heading.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <WizardHeading id={headingId} ref={headingRef}>
            {requestCreatedText(ticket.orderNumber)}
          </WizardHeading>
          <CardDescription>{WIZARD_TEXTS.filesNotAttachedLead}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul className="grid gap-2" aria-label={WIZARD_TEXTS.filesNotAttachedList}>
            {outcome.notAttached.map(({ index, file, reason }) => (
              <li
                key={index}
                data-testid="file-not-attached"
                className="flex min-w-0 items-start gap-2 rounded-md border border-destructive bg-muted px-3 py-2 text-sm"
              >
                <FileKindIcon fileName={file.name} contentType={file.type} />
                <span className="min-w-0 break-words">{reason}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">{WIZARD_TEXTS.filesNotAttachedHint}</p>
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3 border-t pt-5 sm:flex-row sm:flex-wrap sm:pt-6">
          {canTryAgain(outcome) && (
            <Button onClick={onTryAgain} disabled={isTrying}>
              {isTrying ? <Spinner /> : <RotateCw aria-hidden="true" />}
              {isTrying ? WIZARD_TEXTS.tryingAgain : WIZARD_TEXTS.tryAgain}
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={messagesForOrder(ticket.id)}>{WIZARD_TEXTS.openConversation}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={ticketForOrder(ticket.id)}>{WIZARD_TEXTS.openTicket}</Link>
          </Button>
        </CardFooter>
      </section>
    </Card>
  );
}
