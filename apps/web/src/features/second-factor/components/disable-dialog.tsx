import {
  type DisableSecondFactorBody,
  disableSecondFactorBodySchema,
} from '@basisdesk/shared/auth/second-factor.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CodeField } from '@/components/code-field';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { Button } from '@/components/ui/button';
import { DialogForm, DialogFormFooter, FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/form-field-block';
import { showFailureToast } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { useDisableSecondFactor } from '../api/disable-second-factor';

const DISABLE_FAILED = 'Two-factor authentication was not turned off';

/** "Turn off": the password and a code, so a session left open on some screen cannot do it. */
export function DisableDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const disable = useDisableSecondFactor();

  function handleClose() {
    setIsOpen(false);
    // The password is not kept once the dialog is gone.
    disable.reset();
  }

  return (
    <FormDialog
      open={isOpen}
      onOpen={() => setIsOpen(true)}
      onClose={handleClose}
      isPending={disable.isPending}
      trigger={
        <Button variant="outline">
          <ShieldOff aria-hidden="true" />
          Turn off
        </Button>
      }
    >
      <DisableForm disable={disable} onClose={handleClose} />
    </FormDialog>
  );
}

function DisableForm({
  disable,
  onClose,
}: {
  disable: ReturnType<typeof useDisableSecondFactor>;
  onClose: () => void;
}) {
  const form = useForm<DisableSecondFactorBody>({
    resolver: zodResolver(disableSecondFactorBodySchema),
    defaultValues: { password: '', code: '' },
  });

  function handleSubmit(body: DisableSecondFactorBody) {
    disable.mutate(body, {
      onSuccess: () => {
        toast.success('Two-factor authentication is off', {
          description: 'Signing in asks only for your password again. Your recovery codes no longer work.',
        });
        onClose();
      },
      onError: (error) => {
        if (!applyServerErrors(form, error)) showFailureToast(DISABLE_FAILED, error);
      },
    });
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      title="Turn off two-factor authentication"
      description="Signing in will ask only for your password. Confirm with your password and a code."
      footer={
        <DialogFormFooter
          isPending={disable.isPending}
          onCancel={onClose}
          submitLabel="Turn off"
          pendingLabel="Turning off..."
          variant="destructive"
        />
      }
    >
      <TextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        disabled={disable.isPending}
      />
      <CodeField control={form.control} name="code" kind="either" disabled={disable.isPending} />
    </DialogForm>
  );
}
