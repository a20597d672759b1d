import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';
import { Form, type FormProps } from './form';
import { SubmitButton } from './submit-button';

type FormDialogProps = {
  open: boolean;
  /** Escape, the corner's X or a click outside; Cancel calls it too. */
  onClose: () => void;
  /** A dialog opened by its own `trigger` (Create User) is told here. */
  onOpen?: () => void;
  trigger?: ReactNode;
  /**
   * While the request runs the dialog stays open: the form's answer (its toast, the refusal beside
   * a field) would be lost with it. The mutation is the dialog's, not the form's, for this reason.
   */
  isPending?: boolean;
  /** The dialog box's classes (its width). */
  className?: string;
  testId?: string;
  children: ReactNode;
};

/**
 * The frame of a dialog that asks for something: its content is mounted only while it is open, so
 * each opening starts from fresh fields (a remount per item is the caller's `key`).
 */
export function FormDialog({
  open,
  onClose,
  onOpen,
  trigger,
  isPending = false,
  className,
  testId,
  children,
}: FormDialogProps) {
  function handleOpenChange(isOpen: boolean) {
    if (isOpen) onOpen?.();
    else if (!isPending) onClose();
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className={className} data-testid={testId}>
        {open && children}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's title and the sentence under it, which name the dialog for a screen reader. */
export function DialogHeading({
  title,
  description,
  icon,
}: {
  title: ReactNode;
  description: ReactNode;
  /** Before the title (the sandbox's flask). */
  icon?: ReactNode;
}) {
  return (
    <DialogHeader>
      <DialogTitle className={icon ? 'flex items-center gap-2' : undefined}>
        {icon}
        {title}
      </DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

type DialogFormProps<TFieldValues extends FieldValues, TTransformed> = Pick<
  FormProps<TFieldValues, TTransformed>,
  'form' | 'onSubmit' | 'onInvalid'
> & {
  title: ReactNode;
  description: ReactNode;
  /** Beneath the fields: DialogFormFooter, or the screen's own buttons. */
  footer: ReactNode;
  children: ReactNode;
};

/** A dialog's form: the heading, the fields, and the buttons that cancel or send it. */
export function DialogForm<TFieldValues extends FieldValues, TTransformed>({
  title,
  description,
  footer,
  children,
  ...formProps
}: DialogFormProps<TFieldValues, TTransformed>) {
  return (
    <Form {...formProps} className="grid gap-4">
      <DialogHeading title={title} description={description} />
      {children}
      {footer}
    </Form>
  );
}

type DialogFormFooterProps = {
  isPending: boolean;
  onCancel: () => void;
  submitLabel: ReactNode;
  /** Said while the request runs; the label itself unless the screen names a busy text. */
  pendingLabel?: ReactNode;
  /** 'Keep session', where 'Cancel' would read as the action itself. */
  cancelLabel?: ReactNode;
  variant?: 'default' | 'destructive';
  /** Also disabled while the form still lacks what it needs (no free slot, hours not yet given). */
  isSubmitDisabled?: boolean;
  className?: string;
};

/** Cancel, and the submit button with its spinner; both wait while the request runs. */
export function DialogFormFooter({
  isPending,
  onCancel,
  submitLabel,
  pendingLabel = submitLabel,
  cancelLabel = 'Cancel',
  variant,
  isSubmitDisabled,
  className,
}: DialogFormFooterProps) {
  return (
    <DialogFooter className={className}>
      <Button variant="outline" onClick={onCancel} disabled={isPending}>
        {cancelLabel}
      </Button>
      <SubmitButton
        variant={variant}
        isPending={isPending}
        pendingLabel={pendingLabel}
        disabled={isSubmitDisabled}
      >
        {submitLabel}
      </SubmitButton>
    </DialogFooter>
  );
}
