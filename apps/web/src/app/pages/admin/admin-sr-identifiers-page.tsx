import { SR_IDENTIFIER_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useSrIdentifiers } from '@/features/sr-identifiers/api/list-sr-identifiers';
import { AddSrIdentifierButton } from '@/features/sr-identifiers/components/add-sr-identifier-button';
import {
  countSrIdentifiers,
  filterSrIdentifiers,
} from '@/features/sr-identifiers/components/sr-identifier-list';
import { SrIdentifiersTable } from '@/features/sr-identifiers/components/sr-identifiers-table';
import { srIdentifierParamsSchema } from '@/features/sr-identifiers/sr-identifier-params';
import { useListParams } from '@/lib/use-list-params';

export default function AdminSrIdentifiersPage() {
  const { data: srIdentifiers, isPending, error } = useSrIdentifiers();
  const [{ search }, setAddress] = useListParams(srIdentifierParamsSchema);
  const rows = srIdentifiers && filterSrIdentifiers(srIdentifiers, search);
  const counts = srIdentifiers && countSrIdentifiers(srIdentifiers);

  return (
    <>
      <PageHeader
        title={SR_IDENTIFIER_MESSAGES.pageTitle}
        description={
          counts ? (
            <span>
              Total: {counts.total} · Active: {counts.active} · Inactive: {counts.inactive}
            </span>
          ) : (
            'Service-request identifiers and the tasks they stand for.'
          )
        }
        actions={<AddSrIdentifierButton />}
      />
      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-center sm:justify-between">
          <h2 className="text-lg font-semibold leading-tight">
            SR Identifiers{rows ? ` (${rows.length})` : ''}
          </h2>
          <SearchInput
            id="sr-identifier-search"
            label="Search SR identifiers"
            isLabelHidden
            placeholder={SR_IDENTIFIER_MESSAGES.searchPlaceholder}
            value={search}
            onSearch={(next) => setAddress({ search: next })}
            className="w-full sm:max-w-sm"
          />
        </CardHeader>
        <CardContent>
          <SrIdentifiersTable rows={rows} isPending={isPending} error={error} isSearching={search !== ''} />
        </CardContent>
      </Card>
    </>
  );
}
