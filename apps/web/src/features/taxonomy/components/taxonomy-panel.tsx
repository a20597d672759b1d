import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EditDeleteButtons } from '@/components/edit-delete-buttons';
import { EmptyList, TableActionsCell, TableSkeletonRows } from '@/components/list-table';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { TAXONOMY_KINDS, type TaxonomyEntries, type TaxonomyKind } from '../taxonomy-kinds';
import { DeleteTaxonomyEntryDialog } from './delete-taxonomy-entry-dialog';
import { TaxonomyEntryDialog } from './taxonomy-entry-dialog';

export type TaxonomyColumn<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

type TaxonomyPanelProps<K extends TaxonomyKind> = {
  kind: K;
  title: string;
  description: string;
  /** The rows to show (already narrowed by any filter); undefined while loading. */
  rows: TaxonomyEntries[K][] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  isRetrying: boolean;
  /** The spec's fetch-failure text ('Failed to fetch support types'). */
  loadFailed: string;
  emptyText: string;
  columns: TaxonomyColumn<TaxonomyEntries[K]>[];
  /** Filters shown above the table. */
  toolbar?: ReactNode;
  /** A new entry starts in the support type the list is narrowed to. */
  defaultSupportTypeId?: string;
};

type DialogState<T> = { mode: 'add' } | { mode: 'edit'; entry: T } | null;

/** One tab of the taxonomy: its table with add, edit and delete, and its loading, empty and error states. */
export function TaxonomyPanel<K extends TaxonomyKind>({
  kind,
  title,
  description,
  rows,
  isPending,
  error,
  onRetry,
  isRetrying,
  loadFailed,
  emptyText,
  columns,
  toolbar,
  defaultSupportTypeId,
}: TaxonomyPanelProps<K>) {
  const { label } = TAXONOMY_KINDS[kind];
  const [dialog, setDialog] = useState<DialogState<TaxonomyEntries[K]>>(null);
  const [deleting, setDeleting] = useState<TaxonomyEntries[K] | null>(null);

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h2 className="text-lg font-semibold leading-tight">{title}</h2>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button onClick={() => setDialog({ mode: 'add' })}>
          <Plus aria-hidden="true" />
          Add {label}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {toolbar}
        {error && !rows ? (
          <LoadError message={loadFailed} detail={error.message} isRetrying={isRetrying} onRetry={onRetry} />
        ) : rows?.length === 0 ? (
          <EmptyList>{emptyText}</EmptyList>
        ) : (
          <Table aria-busy={isPending}>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHead key={column.header} className={column.className}>
                    {column.header}
                  </TableHead>
                ))}
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending && <TableSkeletonRows rows={4} columns={columns.length + 1} />}
              {rows?.map((row) => (
                <TableRow key={row.id}>
                  {columns.map((column) => (
                    <TableCell key={column.header} className={column.className}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  <TableActionsCell className="gap-1">
                    <EditDeleteButtons
                      name={row.name}
                      onEdit={() => setDialog({ mode: 'edit', entry: row })}
                      onDelete={() => setDeleting(row)}
                    />
                  </TableActionsCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {isPending && (
          <p role="status" className="sr-only">
            Loading...
          </p>
        )}
      </CardContent>
      <TaxonomyEntryDialog
        kind={kind}
        open={dialog !== null}
        entry={dialog?.mode === 'edit' ? dialog.entry : null}
        defaultSupportTypeId={defaultSupportTypeId}
        onClose={() => setDialog(null)}
      />
      <DeleteTaxonomyEntryDialog kind={kind} entry={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
