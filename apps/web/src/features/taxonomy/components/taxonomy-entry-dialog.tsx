import {
  SHORT_CODE_MAX_LENGTH,
  TAXONOMY_DESCRIPTION_MAX_LENGTH,
  TAXONOMY_NAME_MAX_LENGTH,
} from '@basisdesk/shared/taxonomy/taxonomy.limits';
import type { ChangeEvent, ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { SaveDialogFooter } from '@/components/save-dialog-footer';
import { applyServerErrors } from '@/components/ui/apply-server-errors';
import { DialogForm, FormDialog } from '@/components/ui/form-dialog';
import { FieldBlock, TextField } from '@/components/ui/form-field-block';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { SwitchField } from '@/components/ui/switch-field';
import { Textarea } from '@/components/ui/textarea';
import { showFailureToast } from '@/lib/failure-toast';
import { toast } from '@/lib/toast';
import { useCreateTaxonomyEntry } from '../api/create-taxonomy-entry';
import { useSupportTypes } from '../api/list-support-types';
import { useUpdateTaxonomyEntry } from '../api/update-taxonomy-entry';
import {
  TAXONOMY_KINDS,
  type TaxonomyBodies,
  type TaxonomyBodyOf,
  type TaxonomyEntry,
  type TaxonomyKind,
} from '../taxonomy-kinds';
import { initialEntryValues, TAXONOMY_ENTRY_RESOLVERS } from './taxonomy-entry-values';

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
    <FormDialog open={open} onClose={onClose} isPending={isSaving}>
      {/* Remounted per opening so the fields start from the entry being edited. */}
      <TaxonomyEntryForm
        key={entry?.id ?? 'new'}
        kind={kind}
        entry={entry}
        defaultSupportTypeId={defaultSupportTypeId}
        createEntry={createEntry}
        updateEntry={updateEntry}
        onClose={onClose}
      />
    </FormDialog>
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
  const form = useForm({
    resolver: TAXONOMY_ENTRY_RESOLVERS[kind],
    defaultValues: initialEntryValues(kind, entry, defaultSupportTypeId),
  });
  const isEditing = Boolean(entry);
  const isSaving = createEntry.isPending || updateEntry.isPending;

  function handleFailure(error: Error, title: string) {
    // A refusal that names a field (a short code taken) shows beside it as well as in the toast.
    applyServerErrors(form, error);
    showFailureToast(title, error);
  }

  function handleSubmit(body: TaxonomyBodies[TaxonomyKind]) {
    if (isSaving) return;
    // The resolver was chosen by kind, so the body is that kind's.
    const input = { kind, body } as TaxonomyBodyOf;
    if (entry) {
      updateEntry.mutate(
        { id: entry.id, ...input },
        {
          onSuccess: () => {
            toast.success(toasts.updated);
            onClose();
          },
          onError: (error) => handleFailure(error, toasts.updateFailed),
        },
      );
    } else {
      createEntry.mutate(input, {
        onSuccess: () => {
          toast.success(toasts.created);
          onClose();
        },
        onError: (error) => handleFailure(error, toasts.createFailed),
      });
    }
  }

  return (
    <DialogForm
      form={form}
      onSubmit={handleSubmit}
      title={isEditing ? `Edit ${label}` : `Add ${label}`}
      description="The first two characters of the short code go into ticket numbers: use letters and digits only."
      footer={<SaveDialogFooter isEditing={isEditing} isSaving={isSaving} onCancel={onClose} />}
    >
      {kind !== 'type' && (
        <FieldBlock control={form.control} name="supportTypeId" label="Support Type">
          {(field) => <SupportTypeSelect {...field} value={field.value ?? ''} disabled={isSaving} />}
        </FieldBlock>
      )}
      <TextField
        control={form.control}
        name="name"
        label="Name"
        autoComplete="off"
        required
        maxLength={TAXONOMY_NAME_MAX_LENGTH}
        disabled={isSaving}
      />
      <FieldBlock control={form.control} name="shortCode" label="Short Code" description={shortCodeHint}>
        {(field) => (
          <Input
            {...field}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const input = event.target;
              const { selectionStart, selectionEnd } = input;
              const upperCased = input.value.toUpperCase();
              // Writing the upper-cased text back before React does keeps the caret where it was.
              input.value = upperCased;
              input.setSelectionRange(selectionStart, selectionEnd);
              field.onChange(upperCased);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={SHORT_CODE_MAX_LENGTH}
            disabled={isSaving}
            className="font-mono uppercase"
          />
        )}
      </FieldBlock>
      <FieldBlock control={form.control} name="description" label="Description (optional)">
        {(field) => <Textarea {...field} maxLength={TAXONOMY_DESCRIPTION_MAX_LENGTH} disabled={isSaving} />}
      </FieldBlock>
      {kind === 'subOption' && (
        <SwitchField
          control={form.control}
          name="requiresSrIdentifier"
          label="Requires SR identifier"
          description="Customers who choose this sub-option must quote a service-request identifier."
          className="rounded-md p-3"
          disabled={isSaving}
        />
      )}
    </DialogForm>
  );
}

/** The support types to file a category or sub-option under, loaded with the page's own query. */
function SupportTypeSelect({ disabled, ...props }: ComponentProps<typeof NativeSelect>) {
  const { data: supportTypes, isPending } = useSupportTypes();
  return (
    <NativeSelect {...props} required disabled={disabled || isPending}>
      <option value="">{isPending ? 'Loading support types...' : 'Select a support type'}</option>
      {supportTypes?.map((supportType) => (
        <option key={supportType.id} value={supportType.id}>
          {supportType.name} ({supportType.shortCode})
        </option>
      ))}
    </NativeSelect>
  );
}
