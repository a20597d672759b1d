import type { AuditEvent } from '@basisdesk/shared/audit/audit.schema';
import { Eye } from 'lucide-react';
import {
  EmptyList,
  StaleRows,
  TableActionsCell,
  TableHeadWithActions,
  TableSkeletonRows,
} from '@/components/list-table';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { AuditActor, AuditTarget } from './audit-parties';

const COLUMNS = ['Time', 'Actor', 'Action', 'Target', 'Address'];

type AuditTableProps = {
  events: AuditEvent[] | undefined;
  isPending: boolean;
  /** The previous page's rows are shown while the next page loads: dim them so nobody acts on them. */
  isStale: boolean;
  onShowDetails: (event: AuditEvent) => void;
};

/** One row per thing that happened, newest first; its before and after in the Details dialog. */
export function AuditTable({ events, isPending, isStale, onShowDetails }: AuditTableProps) {
  if (!isPending && events?.length === 0) {
    return <EmptyList>No audit records match these filters</EmptyList>;
  }

  return (
    <StaleRows isStale={isStale}>
      <Table scrollLabel="Audit log">
        <TableHeadWithActions columns={COLUMNS} />
        <TableBody>
          {isPending && <TableSkeletonRows rows={5} columns={COLUMNS.length + 1} />}
          {events?.map((event) => (
            <TableRow key={event.id}>
              <TableCell className="whitespace-nowrap">{formatDateTime(event.occurredAt)}</TableCell>
              <TableCell>
                <AuditActor event={event} />
              </TableCell>
              <TableCell className="font-mono text-xs whitespace-nowrap">{event.action}</TableCell>
              <TableCell>
                <AuditTarget event={event} />
              </TableCell>
              <TableCell className="font-mono text-xs whitespace-nowrap">
                {event.clientAddress ?? '—'}
              </TableCell>
              <TableActionsCell>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onShowDetails(event)}
                  aria-label={`Details of ${event.action} at ${formatDateTime(event.occurredAt)}`}
                >
                  <Eye aria-hidden="true" />
                  Details
                </Button>
              </TableActionsCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </StaleRows>
  );
}
