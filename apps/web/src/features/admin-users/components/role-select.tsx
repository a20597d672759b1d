import { ROLES, type Role } from '@basisdesk/shared/auth/roles';
import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/native-select';

/** The role picker: Customer, Consultant, Admin, shown capitalised as the admin screens do. */
export function RoleSelect({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<typeof NativeSelect>, 'value' | 'onChange'> & {
  value: Role;
  onValueChange?: (role: Role) => void;
}) {
  return (
    <NativeSelect value={value} onChange={(event) => onValueChange?.(event.target.value as Role)} {...props}>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {role}
        </option>
      ))}
    </NativeSelect>
  );
}
