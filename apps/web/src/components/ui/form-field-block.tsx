import { type ComponentProps, lazy, type ReactElement, type ReactNode, Suspense } from 'react';
import type {
  Control,
  ControllerProps,
  ControllerRenderProps,
  FieldPath,
  FieldValues,
} from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form';
import { Input } from './input';
import { PasswordInput } from './password-input';

type FieldBlockProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed,
> = {
  /** The form's control; without it the field is bound through the form around it (untyped names). */
  control?: Control<TFieldValues, unknown, TTransformed>;
  name: TName;
  label?: ReactNode;
  /** The label's classes (`sr-only` where the form's own name says what the field is). */
  labelClassName?: string;
  /** Ids of text outside the field that describes it (why it is closed), read with the field. */
  describedBy?: string;
  /** Beneath the control; a function reads the field (a character count, the chosen status's text). */
  description?: ReactNode | ((field: ControllerRenderProps<TFieldValues, TName>) => ReactNode);
  descriptionProps?: Omit<ComponentProps<typeof FormDescription>, 'children'>;
  /** The item's classes (its width, a tighter gap). */
  className?: string;
  rules?: ControllerProps<TFieldValues, TName, TTransformed>['rules'];
  /** Off inside a FormGroup, whose one message speaks for its fields. */
  hasMessage?: boolean;
  /** Beneath the message (the sign-in's 'Forgot password?'). */
  footer?: ReactNode;
  /** Right beneath the control, reading the field (a new password's strength). */
  afterControl?: (field: ControllerRenderProps<TFieldValues, TName>) => ReactNode;
};

/**
 * One field of a form as every form shows it: label, control, description and message, tied
 * together by ids (form.tsx). `children` renders the control from the field's props.
 */
export function FieldBlock<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>({
  control,
  name,
  label,
  labelClassName,
  describedBy,
  description,
  descriptionProps,
  className,
  rules,
  hasMessage = true,
  footer,
  afterControl,
  children,
}: FieldBlockProps<TFieldValues, TName, TTransformed> & {
  children: (field: ControllerRenderProps<TFieldValues, TName>) => ReactElement;
}) {
  return (
    <FormField
      control={control}
      name={name}
      rules={rules}
      render={({ field }) => {
        const text = typeof description === 'function' ? description(field) : description;
        return (
          <FormItem className={className}>
            {label !== undefined && <FormLabel className={labelClassName}>{label}</FormLabel>}
            <FormControl aria-describedby={describedBy}>{children(field)}</FormControl>
            {afterControl?.(field)}
            {text && <FormDescription {...descriptionProps}>{text}</FormDescription>}
            {hasMessage && <FormMessage />}
            {footer}
          </FormItem>
        );
      }}
    />
  );
}

/** Only forms that set a password load it: the sign-in form (and /login's budget) never does. */
const PasswordStrengthMeter = lazy(() =>
  import('../password-strength/password-strength-meter').then((module) => ({
    default: module.PasswordStrengthMeter,
  })),
);

type InputProps = Omit<ComponentProps<typeof Input>, 'name' | 'children' | 'className' | 'defaultValue'>;

/**
 * A text input's field; `type="password"` gives the password input with its show/hide toggle, and
 * `hasStrengthMeter` a new password's strength beneath it.
 */
export function TextField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>({
  inputClassName,
  type,
  hasStrengthMeter = false,
  ...props
}: FieldBlockProps<TFieldValues, TName, TTransformed> &
  InputProps & {
    /** The input's classes (a monospaced identifier). */
    inputClassName?: string;
    /** A field that sets a new password: its strength is shown as it is typed. */
    hasStrengthMeter?: boolean;
  }) {
  const [block, inputProps] = splitBlockProps<FieldBlockProps<TFieldValues, TName, TTransformed>, InputProps>(
    props,
  );
  const afterControl = hasStrengthMeter
    ? (field: ControllerRenderProps<TFieldValues, TName>) => (
        <Suspense fallback={null}>
          <PasswordStrengthMeter password={typeof field.value === 'string' ? field.value : ''} />
        </Suspense>
      )
    : block.afterControl;
  return (
    <FieldBlock {...block} afterControl={afterControl}>
      {(field) =>
        type === 'password' ? (
          <PasswordInput {...field} {...inputProps} className={inputClassName} />
        ) : (
          <Input {...field} type={type} {...inputProps} className={inputClassName} />
        )
      }
    </FieldBlock>
  );
}

const BLOCK_KEYS = [
  'control',
  'name',
  'label',
  'labelClassName',
  'describedBy',
  'description',
  'descriptionProps',
  'className',
  'rules',
  'hasMessage',
  'footer',
  'afterControl',
] as const satisfies readonly (keyof FieldBlockProps<FieldValues, string, FieldValues>)[];

/** The field block's own props, and the rest for the control. */
function splitBlockProps<TBlock extends object, TRest extends object>(props: TBlock & TRest) {
  const block: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    ((BLOCK_KEYS as readonly string[]).includes(key) ? block : rest)[key] = value;
  }
  return [block as TBlock, rest as TRest] as const;
}
