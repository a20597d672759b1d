import {
  DOMAIN_RESTRICTION_MESSAGES,
  type DomainRestriction,
} from '@basisdesk/shared/domain-restrictions/domain-restrictions.schema';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { SaveDialogFooter } from '@/components/save-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
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
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        {/* Remounted per opening so the fields start from the restriction being edited. */}
        {open && (
          <DomainRestrictionForm key={restriction?.id ?? 'new'} restriction={restriction} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
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
  const [domain, setDomain] = useState(restriction?.domain ?? '');
  const [reason, setReason] = useState(restriction?.reason ?? '');
  const createRestriction = useCreateDomainRestriction();
  const updateRestriction = useUpdateDomainRestriction();
  const isSaving = createRestriction.isPending || updateRestriction.isPending;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSaving) return;
    const trimmedDomain = domain.trim();
    if (!trimmedDomain) {
      toast.error(DOMAIN_RESTRICTION_MESSAGES.domainRequired);
      return;
    }
    const body = { domain: trimmedDomain, reason: reason.trim() || null };
    if (restriction) {
      updateRestriction.mutate(
        { id: restriction.id, ...body, isActive: restriction.isActive },
        {
          onSuccess: () => {
            toast.success('Domain restriction updated successfully');
            onClose();
          },
          onError: (error) => toast.error(errorMessage(error, 'Failed to update domain restriction')),
        },
      );
    } else {
      createRestriction.mutate(body, {
        onSuccess: () => {
          toast.success('Domain restriction created successfully');
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to create domain restriction')),
      });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{isEditing ? 'Edit Domain Restriction' : 'Add Domain Restriction'}</DialogTitle>
        <DialogDescription>
          People with an e-mail address at a blocked domain (or any of its subdomains) cannot register.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="domain-restriction-domain">Domain</Label>
        <Input
          id="domain-restriction-domain"
          placeholder="example.com"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="domain-restriction-reason">Reason (optional)</Label>
        <Textarea
          id="domain-restriction-reason"
          placeholder="Why this domain is blocked"
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <SaveDialogFooter
        isEditing={isEditing}
        isSaving={isSaving}
        onCancel={onClose}
        createLabel="Add Restriction"
        creatingLabel="Adding..."
      />
    </form>
  );
}
