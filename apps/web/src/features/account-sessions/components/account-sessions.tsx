import {
  endedSessionsCount,
  type SignInSession,
  SIGN_IN_SESSION_MESSAGES as WORDS,
} from '@basisdesk/shared/auth/sign-in-sessions.schema';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TableActionsCell, TableSkeletonRows } from '@/components/list-table';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { showFailureToast } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/list-sessions';
import { formatLastSeen } from '../last-seen';

/**
 * Settings' "Where you're signed in": one row per live sign-in session, this device marked, a
 * Sign out on each other row, and "Sign out everywhere else" (after a confirmation) when there are
 * others. Signing a device out ends its token and its live updates on the server (decision 032).
 */
export function AccountSessions() {
  const { data, isPending, error, refetch, isFetching } = useSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const [isConfirming, setConfirming] = useState(false);
  const now = useNow();

  if (error && !data) {
    return (
      <LoadError
        message={WORDS.loadFailed}
        detail={error.message}
        isRetrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  const sessions = data?.sessions ?? [];
  const hasOthers = sessions.some((session) => !session.current);

  function handleSignOut(session: SignInSession) {
    if (endSession.isPending) return;
    endSession.mutate(session.id, {
      onSuccess: () => toast.success(WORDS.signedOutDevice, { description: session.device }),
      onError: (failure) => showFailureToast(WORDS.signOutDeviceFailed, failure),
    });
  }

  function handleEndOthers() {
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) =>
        toast.success(WORDS.signedOutEverywhereElse, { description: endedSessionsCount(ended) }),
      onError: (failure) => showFailureToast(WORDS.signOutEverywhereElseFailed, failure),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <div className="grid gap-4">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Device</TableHead>
            <TableHead>Address</TableHead>
            <TableHead>{WORDS.lastSeen}</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {isPending && <TableSkeletonRows rows={2} columns={4} />}
          {sessions.map((session) => {
            const isEnding = endSession.isPending && endSession.variables === session.id;
            return (
              <TableRow key={session.id}>
                <TableCell className="font-medium">
                  <span className="flex flex-wrap items-center gap-2">
                    {session.device}
                    {session.current && <Badge variant="success">{WORDS.thisDevice}</Badge>}
                  </span>
                </TableCell>
                <TableCell className="whitespace-nowrap">{session.ipAddress ?? '—'}</TableCell>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={session.lastSeenAt}>{formatLastSeen(session.lastSeenAt, now)}</time>
                </TableCell>
                <TableActionsCell>
                  {!session.current && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={endSession.isPending}
                      onClick={() => handleSignOut(session)}
                    >
                      {isEnding && <Spinner />}
                      {WORDS.signOut}
                    </Button>
                  )}
                </TableActionsCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {hasOthers && (
        <div>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {WORDS.signOutEverywhereElse}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={WORDS.confirmEverywhereElseTitle}
        description={WORDS.confirmEverywhereElseDescription}
        confirmLabel={WORDS.signOutEverywhereElse}
        pendingLabel={WORDS.signingOut}
        variant="destructive"
        isPending={endOthers.isPending}
        onConfirm={handleEndOthers}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
