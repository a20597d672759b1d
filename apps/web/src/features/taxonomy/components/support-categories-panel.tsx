import { TAXONOMY_FETCH_ERRORS } from '@basisdesk/shared/taxonomy/taxonomy.messages';
import type { SupportCategory } from '@basisdesk/shared/taxonomy/taxonomy.schema';
import { useSupportCategories } from '../api/list-support-categories';
import { SupportTypeFilter, useKnownSupportTypeId } from './support-type-filter';
import { descriptionColumn, nameColumn, shortCodeColumn, supportTypeColumn } from './taxonomy-columns';
import { type TaxonomyColumn, TaxonomyPanel } from './taxonomy-panel';

const COLUMNS: TaxonomyColumn<SupportCategory>[] = [
  nameColumn(),
  shortCodeColumn(),
  supportTypeColumn(),
  descriptionColumn(),
];

/** The 'Categories' tab: every category, optionally narrowed to one support type. */
export function SupportCategoriesPanel({
  typeId,
  onTypeIdChange,
}: {
  typeId: string;
  onTypeIdChange: (typeId: string) => void;
}) {
  // All categories at once and narrowed here: switching the filter is instant.
  const { data, isPending, error, refetch, isFetching } = useSupportCategories();
  const activeTypeId = useKnownSupportTypeId(typeId);
  const rows = activeTypeId ? data?.filter((category) => category.supportTypeId === activeTypeId) : data;
  return (
    <TaxonomyPanel
      kind="category"
      title="Categories"
      description="The areas within a support type that a customer narrows a request to."
      rows={rows}
      isPending={isPending}
      error={error}
      onRetry={() => void refetch()}
      isRetrying={isFetching}
      loadFailed={TAXONOMY_FETCH_ERRORS.categories}
      emptyText={activeTypeId ? 'No categories in this support type yet.' : 'No categories yet.'}
      columns={COLUMNS}
      toolbar={<SupportTypeFilter id="category-type-filter" value={activeTypeId} onChange={onTypeIdChange} />}
      defaultSupportTypeId={activeTypeId}
    />
  );
}
