import type { SessionRef } from '../notification-drafts';
import type { CalendarPart } from '../notification-mail';
import type { TicketMailContext } from './composed-mail';
import { Paragraph, SessionList } from './mail-parts';
import { sessionInvite } from './session-invite';

/**
 * The sessions a finishing change released, in the change's own mail (decision 053): said, with a
 * CANCEL invite each, so this one mail also takes them out of the recipient's calendar.
 */
export function ReleasedSessions({
  sessions,
  timeZone,
}: {
  sessions: readonly SessionRef[] | undefined;
  timeZone: string;
}) {
  if (!sessions || sessions.length === 0) return null;
  const isMany = sessions.length > 1;
  return (
    <>
      <Paragraph>
        {isMany
          ? `The ${sessions.length} sessions still ahead on this ticket are cancelled:`
          : 'The session still ahead on this ticket is cancelled:'}
      </Paragraph>
      <SessionList sessions={sessions} timeZone={timeZone} />
      <Paragraph>
        {isMany
          ? 'The attached updates remove them from your calendar.'
          : 'The attached update removes it from your calendar.'}
      </Paragraph>
    </>
  );
}

export const releasedInvites = (
  context: TicketMailContext,
  sessions: readonly SessionRef[] | undefined,
): CalendarPart[] => (sessions ?? []).map((session) => sessionInvite(context, 'CANCEL', session));
