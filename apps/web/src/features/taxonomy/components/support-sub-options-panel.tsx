import { TAXONOMY_FETCH_ERRORS } from '@basisdesk/shared/taxonomy/taxonomy.messages';
import type { SupportSubOption } from '@basisdesk/shared/taxonomy/taxonomy.schema';
import { useSupportSubOptions } from '../api/list-support-sub-options';
import { SupportTypeFilter, useKnownSupportTypeId } from './support-type-filter';
import {
  descriptionColumn,
  nameColumn,
  requiresSrIdentifierColumn,
  shortCodeColumn,
  supportTypeColumn,
} from './taxonomy-columns';
import { type TaxonomyColumn, TaxonomyPanel } from './taxonomy-panel';

const COLUMNS: TaxonomyColumn<SupportSubOption>[] = [
  nameColumn(),
  shortCodeColumn(),
  supportTypeColumn(),
  requiresSrIdentifierColumn(),
  descriptionColumn(),
];

/** The 'Sub-options' tab: every sub-option, optionally narrowed to one support type. */
export function SupportSubOptionsPanel({
  typeId,
  onTypeIdChange,
}: {
  typeId: string;
  onTypeIdChange: (typeId: string) => void;
}) {
  // All sub-options at once and narrowed here: switching the filter is instant.
  const { data, isPending, error, refetch, isFetching } = useSupportSubOptions();
  const activeTypeId = useKnownSupportTypeId(typeId);
  const rows = activeTypeId ? data?.filter((subOption) => subOption.supportTypeId === activeTypeId) : data;
  return (
    <TaxonomyPanel
      kind="subOption"
      title="Sub-options"
      description="Support levels and catalogue tasks offered with a support type; some need an SR identifier."
      rows={rows}
      isPending={isPending}
      error={error}
      onRetry={() => void refetch()}
      isRetrying={isFetching}
      loadFailed={TAXONOMY_FETCH_ERRORS.subOptions}
      emptyText={activeTypeId ? 'No sub-options in this support type yet.' : 'No sub-options yet.'}
      columns={COLUMNS}
      toolbar={
        <SupportTypeFilter id="sub-option-type-filter" value={activeTypeId} onChange={onTypeIdChange} />
      }
      defaultSupportTypeId={activeTypeId}
    />
  );
}
