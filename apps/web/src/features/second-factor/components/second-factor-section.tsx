import { SECOND_FACTOR_MESSAGES } from '@basisdesk/shared/auth/second-factor.messages';
import { ShieldAlert } from 'lucide-react';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useSecondFactorStatus } from '../api/get-second-factor-status';
import { DisableDialog } from './disable-dialog';
import { RenewRecoveryCodesDialog } from './renew-recovery-codes-dialog';
import { SetUpDialog } from './set-up-dialog';

const LOAD_FAILED = 'Failed to load two-factor authentication';

/** Settings' "Two-factor authentication": its state, and what can be done from it. */
export function SecondFactorSection({ email }: { email: string }) {
  const { data: status, error, isPending, isRefetching, refetch } = useSecondFactorStatus();

  if (isPending) return <Skeleton className="h-20 w-full" />;
  if (!status) {
    return (
      <LoadError
        message={LOAD_FAILED}
        detail={errorMessage(error, '')}
        isRetrying={isRefetching}
        onRetry={() => void refetch()}
      />
    );
  }

  if (!status.enabled) {
    return (
      <div className="grid gap-4">
        {status.required && (
          <div role="alert" className="flex items-start gap-3 rounded-md border border-amber-500/50 p-4">
            <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
            <p className="text-sm font-medium">{SECOND_FACTOR_MESSAGES.requiredForAdmins}</p>
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="secondary">Off</Badge>
            Signing in asks only for your password.
          </p>
          <SetUpDialog email={email} />
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge variant="success">On</Badge>
        Signing in asks for a code from your authenticator app.
        <span data-testid="recovery-codes-left">
          {status.recoveryCodesLeft === 1
            ? '1 recovery code left.'
            : `${status.recoveryCodesLeft} recovery codes left.`}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <RenewRecoveryCodesDialog email={email} />
        <DisableDialog />
      </div>
      {status.required && (
        <p className="text-sm text-muted-foreground">
          Admins of this workspace need it for admin features: turned off, it must be set up again (a new
          phone, say) before they work.
        </p>
      )}
    </div>
  );
}
