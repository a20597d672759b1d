import type { AuditEvent } from '@basisdesk/shared/audit/audit.schema';
import { DetailField } from '@/components/detail-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { listAuditChanges } from '../audit-changes';
import { AuditActor, AuditTarget } from './audit-parties';

type AuditEventDialogProps = {
  /** The record to show; null closes the dialog. */
  event: AuditEvent | null;
  onClose: () => void;
};

/** One record in full: who, from where, when (the viewer's zone and UTC), and its before and after. */
export function AuditEventDialog({ event, onClose }: AuditEventDialogProps) {
  return (
    <Dialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">{event && <AuditEventDetails event={event} />}</DialogContent>
    </Dialog>
  );
}

function AuditEventDetails({ event }: { event: AuditEvent }) {
  const changes = listAuditChanges(event.before, event.after);
  return (
    <>
      <DialogHeader>
        <DialogTitle className="font-mono">{event.action}</DialogTitle>
        <DialogDescription>
          {formatDateTime(event.occurredAt)} · {event.occurredAt}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid gap-3 sm:grid-cols-2">
        <DetailField label="Actor">
          <AuditActor event={event} />
        </DetailField>
        <DetailField label="Target">
          <AuditTarget event={event} />
        </DetailField>
        <DetailField label="Address">{event.clientAddress ?? '—'}</DetailField>
        <DetailField label="Target ID">
          <span className="font-mono text-xs">{event.targetId ?? '—'}</span>
        </DetailField>
        <DetailField label="Actor ID">
          <span className="font-mono text-xs">{event.actorId ?? '—'}</span>
        </DetailField>
        <DetailField label="Request ID">
          <span className="font-mono text-xs">{event.requestId ?? '—'}</span>
        </DetailField>
      </dl>
      <section aria-labelledby="audit-changes-heading" className="grid gap-2">
        <h3 id="audit-changes-heading" className="text-sm font-semibold">
          Before and after
        </h3>
        {changes.length === 0 ? (
          <p className="text-sm text-muted-foreground">This record holds no before or after.</p>
        ) : (
          <Table scrollLabel="Before and after">
            <TableHeader>
              <TableRow>
                <TableHead>Field</TableHead>
                <TableHead>Before</TableHead>
                <TableHead>After</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={change.field} className={cn(change.isChanged && 'bg-muted/50')}>
                  <TableCell className="align-top font-mono text-xs whitespace-nowrap">
                    {change.field}
                    {change.isChanged && <span className="sr-only"> (changed)</span>}
                  </TableCell>
                  <TableCell className="align-top">
                    <AuditValue value={change.before} />
                  </TableCell>
                  <TableCell className={cn('align-top', change.isChanged && 'font-medium')}>
                    <AuditValue value={change.after} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </>
  );
}

/** A value kept as written: JSON keeps its indentation, long text wraps. */
function AuditValue({ value }: { value: string }) {
  return <pre className="font-mono text-xs whitespace-pre-wrap wrap-anywhere">{value}</pre>;
}
