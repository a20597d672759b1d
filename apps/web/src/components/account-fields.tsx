import { TextField } from '@/components/ui/form-field-block';

// The fields a new account is made with, as sign-up, a social sign-in's profile and Create User ask
// for them, each bound by name in the form around it.
type AccountValues = { firstName: string; lastName: string; password: string; confirmPassword: string };

/** First and last name side by side; a social sign-in's profile has them from the provider. */
export function AccountNameFields({ isOptional = false }: { isOptional?: boolean }) {
  const optional = isOptional ? ' (optional)' : '';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField<AccountValues, 'firstName'>
        name="firstName"
        label={`First Name${optional}`}
        autoComplete="given-name"
        required={!isOptional}
      />
      <TextField<AccountValues, 'lastName'>
        name="lastName"
        label={`Last Name${optional}`}
        autoComplete="family-name"
        required={!isOptional}
      />
    </div>
  );
}

/** The hint of a new password, where the form has room for one (not Create User's). */
export const NEW_PASSWORD_PLACEHOLDER = 'Create a password (minimum 6 characters)';

// The second asks for the same password again, so a typing slip is caught before the account exists.
const PASSWORD_LABELS = { password: 'Password', confirmPassword: 'Confirm Password' } as const;

/**
 * The password a new account signs in with, or (`name="confirmPassword"`) its confirmation; with
 * `hasStrengthMeter`, its strength as it is typed.
 */
export function NewPasswordField({
  name = 'password',
  placeholder,
  required,
  hasStrengthMeter = false,
}: {
  name?: keyof typeof PASSWORD_LABELS;
  placeholder?: string;
  required?: boolean;
  hasStrengthMeter?: boolean;
}) {
  return (
    <TextField<AccountValues, typeof name>
      name={name}
      label={PASSWORD_LABELS[name]}
      type="password"
      autoComplete="new-password"
      placeholder={placeholder}
      required={required}
      hasStrengthMeter={hasStrengthMeter}
    />
  );
}
