import { TextField } from '@/components/ui/form-field-block';

/** The e-mail address of sign-in, sign-up and a forgotten password, in the form around it. */
export function EmailField({ required, disabled }: { required?: boolean; disabled?: boolean }) {
  return (
    <TextField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@company.com"
      required={required}
      disabled={disabled}
    />
  );
}
