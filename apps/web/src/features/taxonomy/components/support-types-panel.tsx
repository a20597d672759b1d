import { TAXONOMY_FETCH_ERRORS } from '@basisdesk/shared/taxonomy/taxonomy.messages';
import type { SupportType } from '@basisdesk/shared/taxonomy/taxonomy.schema';
import { useSupportTypes } from '../api/list-support-types';
import { descriptionColumn, nameColumn, shortCodeColumn } from './taxonomy-columns';
import { type TaxonomyColumn, TaxonomyPanel } from './taxonomy-panel';

const COLUMNS: TaxonomyColumn<SupportType>[] = [nameColumn(), shortCodeColumn(), descriptionColumn()];

/** The 'Support Types' tab. */
export function SupportTypesPanel() {
  const { data, isPending, error, refetch, isFetching } = useSupportTypes();
  return (
    <TaxonomyPanel
      kind="type"
      title="Support Types"
      description="The first choice of every support request."
      rows={data}
      isPending={isPending}
      error={error}
      onRetry={() => void refetch()}
      isRetrying={isFetching}
      loadFailed={TAXONOMY_FETCH_ERRORS.types}
      emptyText="No support types yet."
      columns={COLUMNS}
    />
  );
}
