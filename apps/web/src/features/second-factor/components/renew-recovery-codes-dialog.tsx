import {
  type SecondFactorCodeBody,
  secondFactorCodeBodySchema,
} from '@basisdesk/shared/auth/second-factor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CodeField } from '@/components/code-field';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import { DialogForm, DialogFormFooter, FormDialog } from '@/components/ui/form-dialog';
import { showFailureToast } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { RecoveryCodesView } from './recovery-codes-view';

const RENEW_FAILED = 'No new recovery codes were made';

/** "New recovery codes": a code first; the new set replaces every earlier code, used or not. */
export function RenewRecoveryCodesDialog({ email }: { email: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const renew = useRenewRecoveryCodes();

  function handleClose() {
    setIsOpen(false);
    setRecoveryCodes(null);
    renew.reset();
  }

  return (
    <FormDialog
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={handleClose}
      isPending={renew.isPending || recoveryCodes !== null}
      className="sm:max-w-lg"
      trigger={
        <Button variant="outline">
          <RefreshCw aria-hidden="true" />
          New recovery codes
        </Button>
      }
    >
      {recoveryCodes ? (
        <RecoveryCodesView
          codes={recoveryCodes}
          email={email}
          title="Your new recovery codes"
          onDone={() => {
            handleClose();
            toast.success('New recovery codes saved', { description: 'Your earlier codes no longer work.' });
          }}
        />
      ) : (
        <RenewForm renew={renew} onRenewed={setRecoveryCodes} onCancel={handleClose} />
      )}
    </FormDialog>
  );
}

function RenewForm({
  renew,
  onRenewed,
  onCancel,
}: {
  renew: ReturnType<typeof useRenewRecoveryCodes>;
  onRenewed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const form = useForm<SecondFactorCodeBody>({
    resolver: zodResolver(secondFactorCodeBodySchema),
    defaultValues: { code: '' },
  });

  function handleSubmit(body: SecondFactorCodeBody) {
    renew.mutate(body, {
      onSuccess: ({ recoveryCodes }) => onRenewed(recoveryCodes),
      onError: (error) => {
        if (!applyServerErrors(form, error)) showFailureToast(RENEW_FAILED, error);
      },
    });
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      title="New recovery codes"
      description="Ten new codes replace all of your earlier ones, used or not. Confirm with a code."
      footer={
        <DialogFormFooter
          isPending={renew.isPending}
          onCancel={onCancel}
          submitLabel="Make new codes"
          pendingLabel="Making codes..."
        />
      }
    >
      <CodeField control={form.control} name="code" kind="either" disabled={renew.isPending} />
    </DialogForm>
  );
}
