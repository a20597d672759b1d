import {
  type SecondFactorCodeBody,
  type SecondFactorSetup,
  secondFactorCodeBodySchema,
} from '@basisdesk/shared/auth/second-factor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CodeField } from '@/components/code-field';
import { LoadError } from '@/components/load-error';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import { DialogForm, DialogFormFooter, FormDialog } from '@/components/ui/form-dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { showFailureToast } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { useConfirmSecondFactor } from '../api/confirm-second-factor';
import { secondFactorKeys } from '../api/second-factor-keys';
import { useStartSecondFactorSetup } from '../api/start-second-factor-setup';
import { RecoveryCodesView } from './recovery-codes-view';

const SETUP_FAILED = 'Failed to start setting up two-factor authentication';
const CONFIRM_FAILED = 'Two-factor authentication was not turned on';

/** The secret in groups of four, easier to type into an app that cannot scan. */
const grouped = (secret: string) => secret.replace(/(.{4})(?!$)/g, '$1 ');

/**
 * "Set up": the QR code and its key, then the app's code; then the recovery codes, which must be
 * saved before the dialog closes. Each opening starts a new set-up (a new secret).
 */
export function SetUpDialog({ email }: { email: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const start = useStartSecondFactorSetup();
  const confirm = useConfirmSecondFactor();
  const queryClient = useQueryClient();

  // Started from the button, not from an effect: one press, one secret, whatever React re-runs.
  function handleOpen() {
    setIsOpen(true);
    setRecoveryCodes(null);
    confirm.reset();
    start.mutate(undefined, { onError: (error) => showFailureToast(SETUP_FAILED, error) });
  }

  function handleClose() {
    setIsOpen(false);
    setRecoveryCodes(null);
    start.reset();
  }

  function handleDone() {
    handleClose();
    void queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });
    toast.success('Two-factor authentication is on', {
      description: 'Signing in now asks for a code from your authenticator app.',
    });
  }

  return (
    <FormDialog
      open={isOpen}
      onOpen={handleOpen}
      onClose={handleClose}
      // The recovery codes are shown once: only "Done", after "I have saved these codes", closes it.
      isPending={confirm.isPending || recoveryCodes !== null}
      className="sm:max-w-lg"
      testId="second-factor-setup"
      trigger={
        <Button>
          <ShieldPlus aria-hidden="true" />
          Set up
        </Button>
      }
    >
      {recoveryCodes ? (
        <RecoveryCodesView
          codes={recoveryCodes}
          email={email}
          title="Save your recovery codes"
          onDone={handleDone}
        />
      ) : start.data ? (
        <ConfirmForm
          setup={start.data}
          confirm={confirm}
          onConfirmed={setRecoveryCodes}
          onCancel={handleClose}
        />
      ) : start.isError ? (
        <LoadError message={SETUP_FAILED} detail={errorMessage(start.error, '')} onRetry={handleOpen} />
      ) : (
        <p role="status" className="flex items-center gap-2 py-10 text-muted-foreground">
          <Spinner />
          Preparing your QR code...
        </p>
      )}
    </FormDialog>
  );
}

function ConfirmForm({
  setup,
  confirm,
  onConfirmed,
  onCancel,
}: {
  setup: SecondFactorSetup;
  confirm: ReturnType<typeof useConfirmSecondFactor>;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const form = useForm<SecondFactorCodeBody>({
    resolver: zodResolver(secondFactorCodeBodySchema),
    defaultValues: { code: '' },
  });

  function handleSubmit(body: SecondFactorCodeBody) {
    confirm.mutate(body, {
      onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes),
      onError: (error) => {
        if (!applyServerErrors(form, error)) showFailureToast(CONFIRM_FAILED, error);
      },
    });
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      title="Set up two-factor authentication"
      description="Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and the like), then enter the code it shows."
      footer={
        <DialogFormFooter
          isPending={confirm.isPending}
          onCancel={onCancel}
          submitLabel="Turn on"
          pendingLabel="Checking..."
        />
      }
    >
      <div className="grid justify-items-center gap-3">
        <img
          src={setup.qrCodeDataUrl}
          alt="QR code to scan with your authenticator app"
          width={200}
          height={200}
          className="rounded-md border bg-white p-1"
        />
        <div className="grid justify-items-center gap-1 text-center">
          <p className="text-sm text-muted-foreground">Cannot scan it? Enter this key in your app:</p>
          <code
            data-testid="second-factor-secret"
            className="select-all break-all font-mono text-sm font-semibold"
          >
            {grouped(setup.secret)}
          </code>
        </div>
      </div>
      <CodeField control={form.control} name="code" kind="app" disabled={confirm.isPending} />
    </DialogForm>
  );
}
