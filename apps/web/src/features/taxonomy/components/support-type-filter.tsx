import { LabeledSelect } from '@/components/ui/labeled-select';
import { useSupportTypes } from '../api/list-support-types';

/** The support type a list is narrowed to, or '' for all; an id that no longer exists counts as all. */
export function useKnownSupportTypeId(typeId: string): string {
  const { data: supportTypes } = useSupportTypes();
  return supportTypes?.some((supportType) => supportType.id === typeId) ? typeId : '';
}

/** Narrows categories or sub-options to one support type; the list is long otherwise. */
export function SupportTypeFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (typeId: string) => void;
}) {
  const { data: supportTypes } = useSupportTypes();
  return (
    <LabeledSelect
      id={id}
      label="Support Type"
      className="sm:max-w-xs"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">All support types</option>
      {supportTypes?.map((supportType) => (
        <option key={supportType.id} value={supportType.id}>
          {supportType.name}
        </option>
      ))}
    </LabeledSelect>
  );
}
