import { DOMAIN_RESTRICTION_REASON_MAX_LENGTH } from '@basisdesk/shared/domain-restrictions/domain-restrictions.limits';
import {
  type CreateDomainRestrictionBody,
  createDomainRestrictionBodySchema,
  type DomainRestriction,
} from '@basisdesk/shared/domain-restrictions/domain-restrictions.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SaveDialogFooter } from '@/components/save-dialog-footer';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { DialogForm, FormDialog } from '@/components/ui/form-dialog';
import { FieldBlock, TextField } from '@/components/ui/form-field-block';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateDomainRestriction } from '../api/create-domain-restriction';
import { useUpdateDomainRestriction } from '../api/update-domain-restriction';

type DomainRestrictionDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The restriction being edited; without one the dialog adds a new restriction. */
  restriction?: DomainRestriction | null;
};

/** 'Add Restriction' and 'Edit': domain required (trimmed), reason optional (trimmed). */
export function DomainRestrictionDialog({ open, onClose, restriction }: DomainRestrictionDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {/* Remounted per opening so the fields start from the restriction being edited. */}
      <DomainRestrictionForm key={restriction?.id ?? 'new'} restriction={restriction} onClose={onClose} />
    </FormDialog>
  );
}

function DomainRestrictionForm({
  restriction,
  onClose,
}: {
  restriction?: DomainRestriction | null;
  onClose: () => void;
}) {
  const isEditing = Boolean(restriction);
  const form = useForm({
    resolver: zodResolver(createDomainRestrictionBodySchema),
    defaultValues: { domain: restriction?.domain ?? '', reason: restriction?.reason ?? '' },
  });
  const createRestriction = useCreateDomainRestriction();
  const updateRestriction = useUpdateDomainRestriction();
  const isSaving = createRestriction.isPending || updateRestriction.isPending;

  function handleFailure(error: Error, fallback: string) {
    applyServerErrors(form, error);
    toast.error(errorMessage(error, fallback));
  }

  function handleSubmit(body: CreateDomainRestrictionBody) {
    if (isSaving) return;
    if (restriction) {
      updateRestriction.mutate(
        { id: restriction.id, ...body, isActive: restriction.isActive },
        {
          onSuccess: () => {
            toast.success('Domain restriction updated successfully');
            onClose();
          },
          onError: (error) => handleFailure(error, 'Failed to update domain restriction'),
        },
      );
    } else {
      createRestriction.mutate(body, {
        onSuccess: () => {
          toast.success('Domain restriction created successfully');
          onClose();
        },
        onError: (error) => handleFailure(error, 'Failed to create domain restriction'),
      });
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      // Spec §5: 'Domain is required' is a toast; the field says it too.
      onInvalid={(errors) => toast.error(errors.domain?.message ?? errors.reason?.message)}
      title={isEditing ? 'Edit Domain Restriction' : 'Add Domain Restriction'}
      description="People with an e-mail address at a blocked domain (or any of its subdomains) cannot register."
      footer={
        <SaveDialogFooter
          isEditing={isEditing}
          isSaving={isSaving}
          onCancel={onClose}
          createLabel="Add Restriction"
          creatingLabel="Adding..."
        />
      }
    >
      <TextField
        control={form.control}
        name="domain"
        label="Domain"
        placeholder="example.com"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <FieldBlock control={form.control} name="reason" label="Reason (optional)">
        {(field) => (
          <Textarea
            {...field}
            value={field.value ?? ''}
            placeholder="Why this domain is blocked"
            maxLength={DOMAIN_RESTRICTION_REASON_MAX_LENGTH}
          />
        )}
      </FieldBlock>
    </DialogForm>
  );
}
