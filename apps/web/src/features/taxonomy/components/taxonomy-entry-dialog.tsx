import {
  SHORT_CODE_MAX_LENGTH,
  TAXONOMY_DESCRIPTION_MAX_LENGTH,
  TAXONOMY_NAME_MAX_LENGTH,
} from '@basisdesk/shared/taxonomy/taxonomy.limits';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { SaveDialogFooter } from '@/components/save-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { showFailureToast } from '@/lib/failure-toast';
import { useCreateTaxonomyEntry } from '../api/create-taxonomy-entry';
import { useSupportTypes } from '../api/list-support-types';
import { useUpdateTaxonomyEntry } from '../api/update-taxonomy-entry';
import { TAXONOMY_KINDS, type TaxonomyEntry, type TaxonomyKind } from '../taxonomy-kinds';
import { EntryField, type FieldControlProps } from './entry-field';
import {
  initialEntryValues,
  parseEntryValues,
  TAXONOMY_ENTRY_FIELDS,
  type TaxonomyEntryErrors,
  type TaxonomyEntryValues,
  toEntryErrors,
} from './taxonomy-entry-values';

type TaxonomyEntryDialogProps = {
  kind: TaxonomyKind;
  open: boolean;
  onClose: () => void;
  /** The entry being edited; without one the dialog adds a new entry. */
  entry?: TaxonomyEntry | null;
  /** A new category or sub-option starts in the support type the list is narrowed to. */
  defaultSupportTypeId?: string;
};

/** Add and edit dialogs of the three kinds: name and short code required, description optional. */
export function TaxonomyEntryDialog({
  kind,
  open,
  onClose,
  entry,
  defaultSupportTypeId,
}: TaxonomyEntryDialogProps) {
  // Owned here, not by the form: closing must wait for the server, or the toast would be lost.
  const createEntry = useCreateTaxonomyEntry();
  const updateEntry = useUpdateTaxonomyEntry();
  const isSaving = createEntry.isPending || updateEntry.isPending;

  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && !isSaving && onClose()}>
      <DialogContent>
        {/* Remounted per opening so the fields start from the entry being edited. */}
        {open && (
          <TaxonomyEntryForm
            key={entry?.id ?? 'new'}
            kind={kind}
            entry={entry}
            defaultSupportTypeId={defaultSupportTypeId}
            createEntry={createEntry}
            updateEntry={updateEntry}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type TaxonomyEntryFormProps = Omit<TaxonomyEntryDialogProps, 'open'> & {
  createEntry: ReturnType<typeof useCreateTaxonomyEntry>;
  updateEntry: ReturnType<typeof useUpdateTaxonomyEntry>;
};

function TaxonomyEntryForm({
  kind,
  entry,
  defaultSupportTypeId,
  createEntry,
  updateEntry,
  onClose,
}: TaxonomyEntryFormProps) {
  const { label, shortCodeHint, toasts } = TAXONOMY_KINDS[kind];
  const [values, setValues] = useState<TaxonomyEntryValues>(() =>
    initialEntryValues(entry, defaultSupportTypeId),
  );
  const [errors, setErrors] = useState<TaxonomyEntryErrors>({});
  const isEditing = Boolean(entry);
  const isSaving = createEntry.isPending || updateEntry.isPending;
  const idPrefix = `taxonomy-${kind}`;

  function setField<K extends keyof TaxonomyEntryValues>(field: K, value: TaxonomyEntryValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function showErrors(next: TaxonomyEntryErrors) {
    setErrors(next);
    const first = TAXONOMY_ENTRY_FIELDS.find((field) => next[field]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  }

  function handleShortCodeChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    const upperCased = input.value.toUpperCase();
    // Writing the upper-cased text back before React does keeps the caret where the person typed.
    input.value = upperCased;
    input.setSelectionRange(selectionStart, selectionEnd);
    setField('shortCode', upperCased);
  }

  function handleFailure(error: Error, title: string) {
    // A 400 names the fields it refused; show each beside its field as well as in the toast.
    if (error instanceof ApiError && error.details.length > 0) {
      showErrors(
        toEntryErrors(
          error.details.map((detail) => ({ path: detail.path.split('.'), message: detail.message })),
        ),
      );
    }
    showFailureToast(title, error);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSaving) return;
    const parsed = parseEntryValues(kind, values);
    if (parsed.errors) {
      showErrors(parsed.errors);
      return;
    }
    setErrors({});
    if (entry) {
      updateEntry.mutate(
        { id: entry.id, ...parsed.input },
        {
          onSuccess: () => {
            toast.success(toasts.updated);
            onClose();
          },
          onError: (error) => handleFailure(error, toasts.updateFailed),
        },
      );
    } else {
      createEntry.mutate(parsed.input, {
        onSuccess: () => {
          toast.success(toasts.created);
          onClose();
        },
        onError: (error) => handleFailure(error, toasts.createFailed),
      });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{isEditing ? `Edit ${label}` : `Add ${label}`}</DialogTitle>
        <DialogDescription>
          The first two characters of the short code go into ticket numbers: use letters and digits only.
        </DialogDescription>
      </DialogHeader>
      {kind !== 'type' && (
        <EntryField id={`${idPrefix}-supportTypeId`} label="Support Type" error={errors.supportTypeId}>
          {(control) => (
            <SupportTypeSelect
              {...control}
              value={values.supportTypeId}
              onChange={(supportTypeId) => setField('supportTypeId', supportTypeId)}
              disabled={isSaving}
            />
          )}
        </EntryField>
      )}
      <EntryField id={`${idPrefix}-name`} label="Name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            required
            maxLength={TAXONOMY_NAME_MAX_LENGTH}
            value={values.name}
            onChange={(event) => setField('name', event.target.value)}
            disabled={isSaving}
            className="aria-invalid:border-destructive"
          />
        )}
      </EntryField>
      <EntryField
        id={`${idPrefix}-shortCode`}
        label="Short Code"
        hint={shortCodeHint}
        error={errors.shortCode}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={SHORT_CODE_MAX_LENGTH}
            value={values.shortCode}
            onChange={handleShortCodeChange}
            disabled={isSaving}
            className="font-mono uppercase aria-invalid:border-destructive"
          />
        )}
      </EntryField>
      <EntryField id={`${idPrefix}-description`} label="Description (optional)" error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={TAXONOMY_DESCRIPTION_MAX_LENGTH}
            value={values.description}
            onChange={(event) => setField('description', event.target.value)}
            disabled={isSaving}
            className="aria-invalid:border-destructive"
          />
        )}
      </EntryField>
      {kind === 'subOption' && (
        <div className="flex items-start justify-between gap-4 rounded-md border p-3">
          <div className="grid gap-1">
            <Label htmlFor={`${idPrefix}-requiresSrIdentifier`}>Requires SR identifier</Label>
            <p id={`${idPrefix}-requiresSrIdentifier-hint`} className="text-sm text-muted-foreground">
              Customers who choose this sub-option must quote a service-request identifier.
            </p>
          </div>
          <Switch
            id={`${idPrefix}-requiresSrIdentifier`}
            aria-describedby={`${idPrefix}-requiresSrIdentifier-hint`}
            checked={values.requiresSrIdentifier}
            onCheckedChange={(checked) => setField('requiresSrIdentifier', checked)}
            disabled={isSaving}
          />
        </div>
      )}
      <SaveDialogFooter isEditing={isEditing} isSaving={isSaving} onCancel={onClose} />
    </form>
  );
}

/** The support types to file a category or sub-option under, loaded with the page's own query. */
function SupportTypeSelect({
  value,
  onChange,
  disabled,
  ...control
}: FieldControlProps & {
  value: string;
  onChange: (supportTypeId: string) => void;
  disabled: boolean;
}) {
  const { data: supportTypes, isPending } = useSupportTypes();
  return (
    <NativeSelect
      {...control}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled || isPending}
      className="aria-invalid:border-destructive"
    >
      <option value="">{isPending ? 'Loading support types...' : 'Select a support type'}</option>
      {supportTypes?.map((supportType) => (
        <option key={supportType.id} value={supportType.id}>
          {supportType.name} ({supportType.shortCode})
        </option>
      ))}
    </NativeSelect>
  );
}
