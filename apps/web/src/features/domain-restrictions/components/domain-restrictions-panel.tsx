import type { DomainRestriction } from '@basisdesk/shared/domain-restrictions/domain-restrictions.schema';
import { Plus, ShieldBan } from 'lucide-react';
import { useState } from 'react';
import { EditDeleteButtons } from '@/components/edit-delete-buttons';
import { EmptyList, TableActionsCell, TableSkeletonRows } from '@/components/list-table';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';
import { useDomainRestrictions } from '../api/list-domain-restrictions';
import { DeleteDomainRestrictionDialog } from './delete-domain-restriction-dialog';
import { DomainRestrictionDialog } from './domain-restriction-dialog';
import { DomainRestrictionToggle } from './domain-restriction-toggle';

const LOAD_FAILED = 'Failed to load domain restrictions';

type DialogState = { kind: 'add' } | { kind: 'edit'; restriction: DomainRestriction } | null;

/** Blocked e-mail domains: people with an address there cannot register. */
export function DomainRestrictionsPanel() {
  const { data: restrictions, isPending, error, refetch, isFetching } = useDomainRestrictions();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<DomainRestriction | null>(null);

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h2 className="flex items-center gap-2 text-lg font-semibold leading-tight">
            <ShieldBan className="size-5 text-brand-text" aria-hidden="true" />
            Domain Restrictions
          </h2>
          <CardDescription>Block e-mail domains from registering new accounts.</CardDescription>
        </div>
        <Button onClick={() => setDialog({ kind: 'add' })}>
          <Plus aria-hidden="true" />
          Add Restriction
        </Button>
      </CardHeader>
      <CardContent>
        {error && !restrictions ? (
          <LoadError
            message={LOAD_FAILED}
            detail={error.message}
            isRetrying={isFetching}
            onRetry={() => void refetch()}
          />
        ) : restrictions?.length === 0 ? (
          <EmptyList>
            No domain restrictions configured - All email domains are currently allowed to register
          </EmptyList>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Domain</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Reason</TableHead>
                <TableHead>Created By</TableHead>
                <TableHead>Created</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending && <TableSkeletonRows rows={3} columns={6} />}
              {restrictions?.map((restriction) => (
                <TableRow key={restriction.id}>
                  <TableCell className="font-medium whitespace-nowrap">{restriction.domain}</TableCell>
                  <TableCell>
                    <Badge variant={restriction.isActive ? 'destructive' : 'secondary'}>
                      {restriction.isActive ? 'Blocked' : 'Inactive'}
                    </Badge>
                  </TableCell>
                  <TableCell className="min-w-48 max-w-80">
                    {restriction.reason ?? (
                      <span className="text-muted-foreground italic">No reason provided</span>
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{restriction.createdByUserName ?? '—'}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={restriction.createdAt}>{formatDate(restriction.createdAt)}</time>
                  </TableCell>
                  <TableActionsCell>
                    <DomainRestrictionToggle restriction={restriction} />
                    <EditDeleteButtons
                      name={restriction.domain}
                      onEdit={() => setDialog({ kind: 'edit', restriction })}
                      onDelete={() => setDeleting(restriction)}
                    />
                  </TableActionsCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <DomainRestrictionDialog
        open={dialog !== null}
        restriction={dialog?.kind === 'edit' ? dialog.restriction : null}
        onClose={() => setDialog(null)}
      />
      <DeleteDomainRestrictionDialog restriction={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
