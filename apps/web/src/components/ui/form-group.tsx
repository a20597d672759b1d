import { type ReactNode, useContext, useId } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { cn } from '@/lib/utils';
import { GroupContext, MESSAGE_CLASS } from './form';

/**
 * Fields that one rule covers ('Identifier and Task are required', the three rating scores): their
 * controls point at one message, and FormGroupMessage says it once.
 */
export function FormGroup({ names, children }: { names: readonly string[]; children: ReactNode }) {
  const messageId = `${useId()}-message`;
  return <GroupContext.Provider value={{ names, messageId }}>{children}</GroupContext.Provider>;
}

/** The group's distinct errors, each once, announced as they appear. */
export function FormGroupMessage({ className }: { className?: string }) {
  const group = useContext(GroupContext);
  if (!group) throw new Error('FormGroupMessage must be used inside <FormGroup>');
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: group.names });
  const messages = new Set(
    group.names.map((name) => getFieldState(name, formState).error?.message).filter(Boolean),
  );
  if (messages.size === 0) return null;
  return (
    <div id={group.messageId} role="alert" className={cn(MESSAGE_CLASS, 'grid gap-1', className)}>
      {[...messages].map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
