import {
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_MESSAGES,
  type UnsubscribeTarget,
} from '@basisdesk/shared/notifications/notifications.schema';
import { CheckCircle2, type LucideIcon, MailX, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { notificationSettingsPath, paths } from '@/config/paths';
import { isRefusal } from '@/lib/api-client';
import { showFailureToast } from '@/lib/failure-toast';
import { cn } from '@/lib/utils';
import { useUnsubscribeTarget } from '../api/get-unsubscribe-target';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * The mailed link's page: what it unsubscribes from, then one press. It needs no sign-in: the
 * token in the link says whose mail and which category, and the server checks its signature.
 */
export function UnsubscribeConfirmation({ token }: { token: string }) {
  const target = useUnsubscribeTarget(token);
  const unsubscribe = useUnsubscribe();

  // A refusal of the link itself (altered, forged, for nobody): asking again will not help.
  if (!token || isRefusal(target.error)) return <InvalidLink />;
  if (target.isPending) {
    return (
      <UnsubscribeCard Icon={MailX} description="Checking your unsubscribe link...">
        <Spinner className="size-8 text-brand-text" />
      </UnsubscribeCard>
    );
  }
  if (!target.data) {
    return (
      <UnsubscribeCard Icon={MailX}>
        <LoadError message={target.error?.message ?? ''} onRetry={() => void target.refetch()} />
      </UnsubscribeCard>
    );
  }

  const { email, category, enabled } = target.data;
  // Already off (the link used before, or switched off in Settings): the same end state.
  if (!enabled) return <Unsubscribed target={target.data} />;

  function handleUnsubscribe() {
    if (unsubscribe.isPending) return;
    unsubscribe.mutate(token, {
      onError: (error) => showFailureToast('Failed to unsubscribe', error),
    });
  }

  return (
    <UnsubscribeCard
      Icon={MailX}
      description={`Unsubscribe ${email} from ${NOTIFICATION_CATEGORY_LABELS[category]}?`}
    >
      <Button size="lg" className="w-full" onClick={handleUnsubscribe} disabled={unsubscribe.isPending}>
        {unsubscribe.isPending && <Spinner />}
        Unsubscribe
      </Button>
      {unsubscribe.isError && isRefusal(unsubscribe.error) && (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {unsubscribe.error.message}
        </p>
      )}
    </UnsubscribeCard>
  );
}

function Unsubscribed({ target }: { target: UnsubscribeTarget }) {
  return (
    <UnsubscribeCard
      Icon={CheckCircle2}
      iconClassName="text-success"
      description={NOTIFICATION_MESSAGES.unsubscribed}
      isLive
    >
      <p className="text-sm wrap-anywhere text-muted-foreground">
        {NOTIFICATION_CATEGORY_LABELS[target.category]} is off for {target.email}. You can switch it back on
        at any time.
      </p>
      <Button asChild variant="outline" className="w-full">
        <Link to={notificationSettingsPath}>Notification settings</Link>
      </Button>
    </UnsubscribeCard>
  );
}

function InvalidLink() {
  return (
    <UnsubscribeCard Icon={XCircle} iconClassName="text-destructive">
      <p role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
        {NOTIFICATION_MESSAGES.unsubscribeInvalid}
      </p>
      <Button asChild variant="outline" className="w-full">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </UnsubscribeCard>
  );
}

function UnsubscribeCard({
  Icon,
  description,
  isLive = false,
  iconClassName = 'text-brand-text',
  children,
}: {
  Icon: LucideIcon;
  description?: string;
  iconClassName?: string;
  /** The line changed after a press: read out to screen readers. */
  isLive?: boolean;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <Icon className={cn('size-10', iconClassName)} aria-hidden="true" />
        <h1 className="text-2xl font-bold">Unsubscribe</h1>
        {description && (
          <CardDescription role={isLive ? 'status' : undefined} className="wrap-anywhere">
            {description}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid justify-items-center gap-3 text-center">{children}</CardContent>
    </Card>
  );
}
