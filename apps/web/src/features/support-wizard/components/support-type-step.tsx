import type { SupportType } from '@basisdesk/shared/taxonomy/taxonomy.schema';
import { WIZARD_TEXTS } from '../wizard-texts';
import { ChoiceCard, ChoiceGroup, type PickManner } from './choice-group';

type SupportTypeStepProps = {
  types: readonly SupportType[];
  value: string | null;
  onPick: (supportTypeId: string, manner: PickManner) => void;
};

/** Step 1: one support type. */
export function SupportTypeStep({ types, value, onPick }: SupportTypeStepProps) {
  return (
    <ChoiceGroup
      legend={WIZARD_TEXTS.supportTypeLegend}
      value={value}
      onPick={onPick}
      className="sm:grid-cols-2"
    >
      {types.map((type) => (
        <ChoiceCard
          key={type.id}
          value={type.id}
          title={type.name}
          description={type.description || undefined}
        />
      ))}
    </ChoiceGroup>
  );
}
