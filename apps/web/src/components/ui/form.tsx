import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  FormProvider,
  type PathValue,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { cn } from '@/lib/utils';
import { Label } from './label';
import { clearFocusRequest, isFocusRequested } from './pending-focus';

export type FormProps<TFieldValues extends FieldValues, TTransformed> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onInvalid'
> & {
  form: UseFormReturn<TFieldValues, unknown, TTransformed>;
  /** Called with the schema's output once every field passes. */
  onSubmit: SubmitHandler<TTransformed>;
  /** Called with the errors of a refused submit, after focus has moved to the first field in error. */
  onInvalid?: SubmitErrorHandler<TFieldValues>;
};

/**
 * A form run by react-hook-form: the browser's own validation is off (the schema speaks, in the
 * spec's words), and the fields below reach the form through context.
 */
export function Form<TFieldValues extends FieldValues, TTransformed>({
  form,
  onSubmit,
  onInvalid,
  ...props
}: FormProps<TFieldValues, TTransformed>) {
  const formRef = useRef<HTMLFormElement>(null);
  const isHydrating = !useIsHydrated();
  // A prerendered form (/login) can be typed into before React hydrates it: the browser keeps the
  // text, React leaves it, and the form takes it over here, so nothing typed is lost or sent empty.
  useLayoutEffect(() => {
    if (!isHydrating) return;
    for (const element of Array.from(formRef.current?.elements ?? [])) {
      if (!(element instanceof HTMLInputElement) || !element.name || element.value === '') continue;
      if (['checkbox', 'radio', 'file'].includes(element.type)) continue;
      const name = element.name as FieldPath<TFieldValues>;
      if (String(form.getValues(name) ?? '') !== element.value) {
        form.setValue(name, element.value as PathValue<TFieldValues, typeof name>, { shouldDirty: true });
      }
    }
  }, [form, isHydrating]);
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}
        {...props}
      />
    </FormProvider>
  );
}

const FieldContext = createContext<{ name: string } | null>(null);

/** One field of the form, bound by name; `render` receives the value, the change handler and the ref. */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformed = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformed>) {
  return (
    <FieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FieldContext.Provider>
  );
}

type ItemContextValue = { id: string; hasDescription: boolean; describe: (present: boolean) => void };
const ItemContext = createContext<ItemContextValue | null>(null);

/** A field's label, control, description and message, tied together by ids. */
export function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const id = useId();
  const [hasDescription, setHasDescription] = useState(false);
  return (
    <ItemContext.Provider value={{ id, hasDescription, describe: setHasDescription }}>
      <div className={cn('grid gap-2', className)} {...props} />
    </ItemContext.Provider>
  );
}

/** Set by FormGroup (form-group.tsx): fields that share one message. */
export const GroupContext = createContext<{ names: readonly string[]; messageId: string } | null>(null);

/** The state and the ids of the field around the caller. */
export function useFormField() {
  const field = useContext(FieldContext);
  const item = useContext(ItemContext);
  const group = useContext(GroupContext);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field?.name });
  if (!item || !field) throw new Error('useFormField must be used inside <FormField> and <FormItem>');
  const fieldState = getFieldState(field.name, formState);
  return {
    ...fieldState,
    name: field.name,
    controlId: `${item.id}-control`,
    descriptionId: item.hasDescription ? `${item.id}-description` : undefined,
    messageId: group ? group.messageId : `${item.id}-message`,
  };
}

export function FormLabel(props: ComponentProps<typeof Label>) {
  const { controlId } = useFormField();
  return <Label htmlFor={controlId} {...props} />;
}

/**
 * Hands the control its id, `aria-invalid` while the field is in error and `aria-describedby`
 * naming its description and message, so a screen reader reads the reason with the field.
 */
export function FormControl({ 'aria-describedby': describedBy, ...props }: ComponentProps<typeof Slot.Root>) {
  const { name, controlId, descriptionId, messageId, invalid } = useFormField();
  const { control } = useFormContext();
  const element = useRef<HTMLElement>(null);
  useEffect(() => {
    const target = element.current;
    if (!target || !isFocusRequested(control, name) || target.matches(':disabled')) return;
    target.focus();
    clearFocusRequest(control);
  });
  // A dialog closed before its field could take the focus must not take it when it opens again.
  useEffect(
    () => () => {
      if (isFocusRequested(control, name)) clearFocusRequest(control);
    },
    [control, name],
  );
  const describedByIds = [descriptionId, invalid ? messageId : undefined, describedBy].filter(Boolean);
  return (
    <Slot.Root
      ref={element}
      id={controlId}
      aria-invalid={invalid || undefined}
      aria-describedby={describedByIds.join(' ') || undefined}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const item = useContext(ItemContext);
  const describe = item?.describe;
  useEffect(() => {
    describe?.(true);
    return () => describe?.(false);
  }, [describe]);
  return (
    <p
      id={item ? `${item.id}-description` : undefined}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export const MESSAGE_CLASS = 'text-sm font-medium text-destructive dark:text-red-300';

/** The field's error, announced as it appears. */
export function FormMessage({ className }: { className?: string }) {
  const { error, messageId } = useFormField();
  if (!error?.message) return null;
  return (
    <p id={messageId} role="alert" className={cn(MESSAGE_CLASS, className)}>
      {error.message}
    </p>
  );
}
