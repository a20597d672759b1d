import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { EditDeleteButtons } from '@/components/edit-delete-buttons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
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

const SKELETON_ROWS = ['a', 'b', 'c', 'd'];

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
          <div
            role="alert"
            className="grid justify-items-start gap-3 rounded-md border border-destructive/40 p-4"
          >
            <p className="text-sm font-medium text-destructive dark:text-red-300">{loadFailed}</p>
            {error.message !== loadFailed && <p className="text-sm text-muted-foreground">{error.message}</p>}
            <Button variant="outline" size="sm" onClick={onRetry} disabled={isRetrying}>
              Try again
            </Button>
          </div>
        ) : rows?.length === 0 ? (
          <p className="rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
            {emptyText}
          </p>
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
              {isPending &&
                SKELETON_ROWS.map((key) => (
                  <TableRow key={key}>
                    {[...columns, null].map((column) => (
                      <TableCell key={column?.header ?? 'actions'}>
                        <Skeleton className="h-5 w-20" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              {rows?.map((row) => (
                <TableRow key={row.id}>
                  {columns.map((column) => (
                    <TableCell key={column.header} className={column.className}>
                      {column.cell(row)}
                    </TableCell>
                  ))}
                  <TableCell>
                    <div className="flex items-center justify-end gap-1">
                      <EditDeleteButtons
                        name={row.name}
                        onEdit={() => setDialog({ mode: 'edit', entry: row })}
                        onDelete={() => setDeleting(row)}
                      />
                    </div>
                  </TableCell>
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
