import { SR_IDENTIFIER_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import { useSearchParams } from 'react-router';
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

export default function AdminSrIdentifiersPage() {
  const { data: srIdentifiers, isPending, error } = useSrIdentifiers();
  // The search lives in the address (a reload keeps it) and filters the loaded list: instant.
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const rows = srIdentifiers && filterSrIdentifiers(srIdentifiers, search);
  const counts = srIdentifiers && countSrIdentifiers(srIdentifiers);

  function handleSearchChange(value: string) {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (value) params.set('search', value);
        else params.delete('search');
        return params;
      },
      { replace: true },
    );
  }

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
            onSearch={handleSearchChange}
            className="w-full sm:max-w-sm"
          />
        </CardHeader>
        <CardContent>
          <SrIdentifiersTable
            rows={rows}
            isPending={isPending}
            error={error}
            isSearching={search.trim() !== ''}
          />
        </CardContent>
      </Card>
    </>
  );
}
