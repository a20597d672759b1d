import { SR_IDENTIFIER_MESSAGES } from '@basisdesk/shared/sr-identifiers/sr-identifiers.messages';
import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
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
          <div className="relative w-full sm:max-w-sm">
            <Label htmlFor="sr-identifier-search" className="sr-only">
              Search SR identifiers
            </Label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="sr-identifier-search"
              type="search"
              placeholder={SR_IDENTIFIER_MESSAGES.searchPlaceholder}
              className="pl-9"
              value={search}
              onChange={(event) => handleSearchChange(event.target.value)}
            />
          </div>
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
