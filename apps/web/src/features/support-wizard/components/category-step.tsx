import type { SupportSubOption, SupportType } from '@basisdesk/shared/taxonomy/taxonomy.schema';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { SrCheck } from '../use-sr-check';
import { WIZARD_TEXTS } from '../wizard-texts';
import { ChoiceCard, ChoiceGroup, type PickManner } from './choice-group';
import { SrIdentifierField } from './sr-identifier-field';

type CategoryStepProps = {
  type: SupportType;
  categoryId: string | null;
  onPickCategory: (supportCategoryId: string) => void;
  subOptions: {
    data: readonly SupportSubOption[] | undefined;
    error: Error | null;
    refetch: () => void;
  };
  subOptionId: string | null;
  onPickSubOption: (subOption: SupportSubOption, manner: PickManner) => void;
  srIdentifier: string;
  onSrIdentifierChange: (value: string) => void;
  srCheck: SrCheck;
};

/** Step 2: the category, a sub-category when the type has any, and the SR identifier when it needs one. */
export function CategoryStep({
  type,
  categoryId,
  onPickCategory,
  subOptions,
  subOptionId,
  onPickSubOption,
  srIdentifier,
  onSrIdentifierChange,
  srCheck,
}: CategoryStepProps) {
  const chosenSubOption = subOptions.data?.find((subOption) => subOption.id === subOptionId);
  return (
    <div className="grid gap-8">
      {type.categories.length === 0 ? (
        <p className="text-muted-foreground">{WIZARD_TEXTS.noCategories}</p>
      ) : (
        <ChoiceGroup
          legend={WIZARD_TEXTS.categoryLegend}
          value={categoryId}
          onPick={(value) => onPickCategory(value)}
          className="sm:grid-cols-2"
        >
          {type.categories.map((category) => (
            <ChoiceCard
              key={category.id}
              value={category.id}
              title={category.name}
              description={category.description || undefined}
            />
          ))}
        </ChoiceGroup>
      )}

      {subOptions.error ? (
        <LoadError message={subOptions.error.message} onRetry={subOptions.refetch} />
      ) : !subOptions.data ? (
        <div className="grid gap-3 sm:grid-cols-2" role="status">
          <span className="sr-only">{WIZARD_TEXTS.loadingSubOptions}</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : (
        subOptions.data.length > 0 && (
          <ChoiceGroup
            legend={WIZARD_TEXTS.subOptionLegend}
            value={subOptionId}
            onPick={(value, manner) => {
              const subOption = subOptions.data?.find((candidate) => candidate.id === value);
              if (subOption) onPickSubOption(subOption, manner);
            }}
            className="sm:grid-cols-2"
          >
            {subOptions.data.map((subOption) => (
              <ChoiceCard
                key={subOption.id}
                value={subOption.id}
                title={subOption.name}
                description={
                  [
                    subOption.description,
                    subOption.requiresSrIdentifier ? WIZARD_TEXTS.needsSrIdentifier : '',
                  ]
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              />
            ))}
          </ChoiceGroup>
        )
      )}

      {chosenSubOption?.requiresSrIdentifier && (
        <SrIdentifierField value={srIdentifier} onChange={onSrIdentifierChange} check={srCheck} />
      )}
    </div>
  );
}
