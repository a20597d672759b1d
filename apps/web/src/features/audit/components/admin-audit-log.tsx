import type { AuditEvent } from '@basisdesk/shared/audit/audit.schema';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/pagination';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { showFailureToast } from '@/lib/failure-toast';
import { formatCount } from '@/lib/format-count';
import { useListParams } from '@/lib/use-list-params';
import { AUDIT_EXPORT_FAILED, useExportAuditCsv } from '../api/export-audit-csv';
import { AUDIT_LOAD_FAILED, useAuditEvents } from '../api/list-audit-events';
import {
  AUDIT_PAGE_SIZE,
  auditListParamsSchema,
  toAuditFilters,
  toAuditListParams,
} from '../audit-list-params';
import { AuditEventDialog } from './audit-event-dialog';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

/** The audit log, newest first, found by actor, action, target and days; all of it in the address. */
export function AdminAuditLog() {
  const [address, setAddress] = useListParams(auditListParamsSchema);
  const { page, ...filters } = address;
  const { data, isPending, isPlaceholderData, error, refetch } = useAuditEvents(toAuditListParams(address));
  const exportCsv = useExportAuditCsv();
  const [shown, setShown] = useState<AuditEvent | null>(null);

  function handleExport() {
    if (exportCsv.isPending) return;
    exportCsv.mutate(toAuditFilters(filters), {
      onError: (exportError) => showFailureToast(AUDIT_EXPORT_FAILED, exportError),
    });
  }

  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4 pt-5 sm:pt-6">
        <AuditFilters value={filters} onChange={setAddress} />
        <div className="flex justify-end">
          <Button variant="outline" onClick={handleExport} disabled={exportCsv.isPending}>
            {exportCsv.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            Export CSV
          </Button>
        </div>
        {error && !data ? (
          <LoadError message={error.message || AUDIT_LOAD_FAILED} onRetry={() => void refetch()} />
        ) : (
          <div>
            <AuditTable
              events={data?.items}
              isPending={isPending}
              isStale={isPlaceholderData}
              onShowDetails={setShown}
            />
            {data && (
              <Pagination
                label="Audit log pages"
                page={page}
                pageSize={AUDIT_PAGE_SIZE}
                total={data.total}
                isTotalCapped={data.isTotalCapped}
                totalText={`${formatCount(data.total)}${data.isTotalCapped ? '+' : ''} records`}
                onPageChange={(next) => setAddress({ page: next })}
              />
            )}
          </div>
        )}
      </CardContent>
      <AuditEventDialog event={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
