import { SR_IDENTIFIER_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import type { SrIdentifier } from '@basisdesk/shared/sr-identifiers/sr-identifiers.schema';
import { useState } from 'react';
import { EditDeleteButtons } from '@/components/edit-delete-buttons';
import { EmptyList, TableActionsCell } from '@/components/list-table';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';
import { DeleteSrIdentifierDialog } from './delete-sr-identifier-dialog';
import { SrIdentifierDialog } from './sr-identifier-dialog';

// The reader's own locale (spec: "locale dates"), the day in the reader's zone.
function LocaleDate({ value }: { value: string }) {
  return <time dateTime={value}>{formatDate(value)}</time>;
}

type SrIdentifiersTableProps = {
  /** The rows to show (already filtered by the search); undefined while loading. */
  rows: SrIdentifier[] | undefined;
  isPending: boolean;
  error: Error | null;
  isSearching: boolean;
};

/** Identifier, Task Description, Status, Created, Updated, Actions; edit and delete open their dialogs. */
export function SrIdentifiersTable({ rows, isPending, error, isSearching }: SrIdentifiersTableProps) {
  const [editing, setEditing] = useState<SrIdentifier | null>(null);
  const [deleting, setDeleting] = useState<SrIdentifier | null>(null);

  return (
    <>
      {isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-12 text-muted-foreground">
          <Spinner className="size-6 text-brand-text" />
          <span>Loading...</span>
        </div>
      ) : error && !rows ? (
        <div role="alert" className="grid gap-1 rounded-md border border-destructive/40 p-4 text-sm">
          <p className="font-medium text-destructive dark:text-red-300">
            {SR_IDENTIFIER_MESSAGES.loadFailed}
          </p>
          <p className="text-muted-foreground">{SR_IDENTIFIER_MESSAGES.loadFailedHint}</p>
        </div>
      ) : rows?.length === 0 ? (
        <EmptyList>
          {isSearching ? SR_IDENTIFIER_MESSAGES.emptySearch : SR_IDENTIFIER_MESSAGES.empty}
        </EmptyList>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Identifier</TableHead>
              <TableHead>Task Description</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Created</TableHead>
              <TableHead>Updated</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows?.map((srIdentifier) => (
              <TableRow key={srIdentifier.id}>
                <TableCell className="font-mono font-medium whitespace-nowrap">
                  {srIdentifier.identifier}
                </TableCell>
                <TableCell className="min-w-56 max-w-lg">{srIdentifier.task}</TableCell>
                <TableCell>
                  <Badge variant={srIdentifier.isActive ? 'success' : 'secondary'}>
                    {srIdentifier.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <LocaleDate value={srIdentifier.createdAt} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <LocaleDate value={srIdentifier.updatedAt} />
                </TableCell>
                <TableActionsCell className="gap-1">
                  <EditDeleteButtons
                    name={srIdentifier.identifier}
                    onEdit={() => setEditing(srIdentifier)}
                    onDelete={() => setDeleting(srIdentifier)}
                  />
                </TableActionsCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {/* Always mounted: an edit that takes a row out of the search must still finish and toast. */}
      <SrIdentifierDialog open={editing !== null} srIdentifier={editing} onClose={() => setEditing(null)} />
      <DeleteSrIdentifierDialog srIdentifier={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
