import { EXPERTISE_TEXTS } from '@basisdesk/shared/consultants/consultants.messages';
import { SearchX } from 'lucide-react';

/** Spec §2: searching suggests other terms; an empty taxonomy is the administrator's to fill. */
export function ExpertiseEmptyState({ isSearching }: { isSearching: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-12 text-center">
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="font-semibold">{EXPERTISE_TEXTS.emptyTitle}</h2>
      <p className="text-sm text-muted-foreground">
        {isSearching ? EXPERTISE_TEXTS.emptySearching : EXPERTISE_TEXTS.emptyNoTaxonomy}
      </p>
    </div>
  );
}
