import { TOTP_DIGITS } from '@basisdesk/shared/auth/second-factor.limits';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field-block';

/** Which code the field asks for: the app's six digits, a recovery code, or either. */
export type CodeKind = 'app' | 'recovery' | 'either';

const FIELD_TEXTS: Record<CodeKind, { label: string; placeholder: string; description?: string }> = {
  app: { label: 'Authentication code', placeholder: '123456' },
  recovery: { label: 'Recovery code', placeholder: 'XXXX-XXXX-XXXX' },
  either: {
    label: 'Authentication code',
    placeholder: '123456',
    description: `The ${TOTP_DIGITS}-digit code from your authenticator app, or one of your recovery codes.`,
  },
};

/**
 * The field every code is typed into. The app's code brings up the phone's number pad and the
 * browser's one-time-code filling; a recovery code (letters and digits) needs the full keyboard.
 */
export function CodeField<TFieldValues extends FieldValues>({
  control,
  name,
  kind,
  disabled,
  autoFocus,
}: {
  control: Control<TFieldValues>;
  name: Path<TFieldValues>;
  kind: CodeKind;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const texts = FIELD_TEXTS[kind];
  return (
    <TextField
      control={control}
      name={name}
      label={texts.label}
      description={texts.description}
      placeholder={texts.placeholder}
      disabled={disabled}
      autoFocus={autoFocus}
      autoComplete={kind === 'recovery' ? 'off' : 'one-time-code'}
      inputMode={kind === 'app' ? 'numeric' : 'text'}
      autoCapitalize={kind === 'app' ? undefined : 'characters'}
      spellCheck={false}
      inputClassName="font-mono tracking-widest"
    />
  );
}
