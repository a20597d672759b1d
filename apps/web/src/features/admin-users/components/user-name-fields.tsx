import { TextField } from '@/components/ui/form-field-block';

type NameValues = { firstName: string; lastName: string };

/**
 * A person's first and last name, as Create User and Edit User ask for them: two fields of the
 * form around them (the form kit's context), each with its own message.
 */
export function UserNameFields({ disabled = false }: { disabled?: boolean }) {
  return (
    <>
      <TextField<NameValues, 'firstName'>
        name="firstName"
        label="First name"
        autoComplete="off"
        disabled={disabled}
        required
      />
      <TextField<NameValues, 'lastName'>
        name="lastName"
        label="Last name"
        autoComplete="off"
        disabled={disabled}
        required
      />
    </>
  );
}
