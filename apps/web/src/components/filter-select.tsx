import { LabeledSelect } from '@/components/ui/labeled-select';

type FilterSelectProps<Value extends string> = {
  id: string;
  label: string;
  /** The first option, which filters nothing. */
  allLabel: string;
  value: Value | '';
  choices: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value | '') => void;
};

/** A list filter: 'all' or one of the choices, handed on as the choice's own typed value. */
export function FilterSelect<Value extends string>({
  id,
  label,
  allLabel,
  value,
  choices,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <LabeledSelect
      id={id}
      label={label}
      value={value}
      onChange={(event) =>
        onChange(choices.find((choice) => choice.value === event.target.value)?.value ?? '')
      }
    >
      <option value="">{allLabel}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </LabeledSelect>
  );
}
