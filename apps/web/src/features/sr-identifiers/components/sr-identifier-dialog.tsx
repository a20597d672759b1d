import {
  SR_IDENTIFIER_MAX_LENGTH,
  SR_TASK_MAX_LENGTH,
} from '@basisdesk/shared/sr-identifiers/sr-identifiers.limits';
import { SR_IDENTIFIER_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import {
  createSrIdentifierBodySchema,
  type SrIdentifier,
  updateSrIdentifierBodySchema,
} from '@basisdesk/shared/sr-identifiers/sr-identifiers.schema';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { SaveDialogFooter } from '@/components/save-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { showFailureToast } from '@/lib/failure-toast';
import { useCreateSrIdentifier } from '../api/create-sr-identifier';
import { useUpdateSrIdentifier } from '../api/update-sr-identifier';

type SrIdentifierDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The identifier being edited; without one the dialog creates a new identifier. */
  srIdentifier?: SrIdentifier | null;
};

/** 'Add SR Identifier' and 'Edit SR Identifier': identifier and task required, active on by default. */
export function SrIdentifierDialog({ open, onClose, srIdentifier }: SrIdentifierDialogProps) {
  // Owned here, not by the form: closing must wait for the server, or the toast would be lost.
  const createSrIdentifier = useCreateSrIdentifier();
  const updateSrIdentifier = useUpdateSrIdentifier();
  const isSaving = createSrIdentifier.isPending || updateSrIdentifier.isPending;

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && !isSaving && onClose()}>
      <DialogContent>
        {/* Remounted per opening: the create form always starts empty, an edit from the row. */}
        {open && (
          <SrIdentifierForm
            key={srIdentifier?.id ?? 'new'}
            srIdentifier={srIdentifier}
            createSrIdentifier={createSrIdentifier}
            updateSrIdentifier={updateSrIdentifier}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type Field = 'identifier' | 'task';
const isField = (value: unknown): value is Field => value === 'identifier' || value === 'task';

function SrIdentifierForm({
  srIdentifier,
  createSrIdentifier,
  updateSrIdentifier,
  onClose,
}: Omit<SrIdentifierDialogProps, 'open'> & {
  createSrIdentifier: ReturnType<typeof useCreateSrIdentifier>;
  updateSrIdentifier: ReturnType<typeof useUpdateSrIdentifier>;
}) {
  const [identifier, setIdentifier] = useState(srIdentifier?.identifier ?? '');
  const [task, setTask] = useState(srIdentifier?.task ?? '');
  const [isActive, setIsActive] = useState(srIdentifier?.isActive ?? true);
  const [problem, setProblem] = useState<{ message: string; fields: Field[] } | null>(null);
  const isEditing = Boolean(srIdentifier);
  const isSaving = createSrIdentifier.isPending || updateSrIdentifier.isPending;

  function showProblem(message: string, fields: Field[]) {
    setProblem({ message, fields });
    if (fields[0]) document.getElementById(`sr-identifier-${fields[0]}`)?.focus();
  }

  function handleFailure(error: Error, title: string) {
    // A refusal that names a field (a taken identifier) stays beside the form as well as in the toast.
    const fields =
      error instanceof ApiError ? error.details.map((detail) => detail.path).filter(isField) : [];
    if (fields.length > 0) showProblem(error.message, fields);
    showFailureToast(title, error);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSaving) return;
    const values = { identifier, task, isActive };
    const parsed = (isEditing ? updateSrIdentifierBodySchema : createSrIdentifierBodySchema).safeParse(
      values,
    );
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((issue) => issue.path[0]))].filter(isField);
      showProblem(parsed.error.issues[0]?.message ?? SR_IDENTIFIER_MESSAGES.required, fields);
      return;
    }
    setProblem(null);
    const body = { ...parsed.data, isActive };
    if (srIdentifier) {
      updateSrIdentifier.mutate(
        { id: srIdentifier.id, ...body },
        {
          onSuccess: () => {
            toast.success(SR_IDENTIFIER_MESSAGES.updated);
            onClose();
          },
          onError: (error) => handleFailure(error, SR_IDENTIFIER_MESSAGES.updateFailed),
        },
      );
    } else {
      createSrIdentifier.mutate(body, {
        onSuccess: () => {
          toast.success(SR_IDENTIFIER_MESSAGES.created);
          onClose();
        },
        onError: (error) => handleFailure(error, SR_IDENTIFIER_MESSAGES.createFailed),
      });
    }
  }

  const invalidProps = (field: Field) =>
    problem?.fields.includes(field)
      ? ({ 'aria-invalid': true, 'aria-describedby': 'sr-identifier-problem' } as const)
      : {};

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{isEditing ? 'Edit SR Identifier' : SR_IDENTIFIER_MESSAGES.addButton}</DialogTitle>
        <DialogDescription>
          Customers quote the identifier when a sub-option needs one; the task says what it stands for.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="sr-identifier-identifier">Identifier</Label>
        <Input
          id="sr-identifier-identifier"
          placeholder="e.g. SR1001"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={SR_IDENTIFIER_MAX_LENGTH}
          value={identifier}
          onChange={(event) => setIdentifier(event.target.value)}
          disabled={isSaving}
          className="font-mono aria-invalid:border-destructive"
          {...invalidProps('identifier')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="sr-identifier-task">Task</Label>
        <Textarea
          id="sr-identifier-task"
          placeholder="What the service request is for"
          required
          maxLength={SR_TASK_MAX_LENGTH}
          value={task}
          onChange={(event) => setTask(event.target.value)}
          disabled={isSaving}
          className="aria-invalid:border-destructive"
          {...invalidProps('task')}
        />
      </div>
      <div className="flex items-start justify-between gap-4 rounded-md border p-3">
        <div className="grid gap-1">
          <Label htmlFor="sr-identifier-active">Active</Label>
          <p id="sr-identifier-active-hint" className="text-sm text-muted-foreground">
            Only active identifiers are visible to customers.
          </p>
        </div>
        <Switch
          id="sr-identifier-active"
          aria-describedby="sr-identifier-active-hint"
          checked={isActive}
          onCheckedChange={setIsActive}
          disabled={isSaving}
        />
      </div>
      {problem && (
        <p
          id="sr-identifier-problem"
          role="alert"
          className="text-sm font-medium text-destructive dark:text-red-300"
        >
          {problem.message}
        </p>
      )}
      <SaveDialogFooter isEditing={isEditing} isSaving={isSaving} onCancel={onClose} />
    </form>
  );
}
