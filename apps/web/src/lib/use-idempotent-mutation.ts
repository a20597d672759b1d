import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { createActionKeys, runAction } from './action-keys';

type IdempotentMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> & {
  /** The call, sent with the action's Idempotency-Key (the same on every retry of the action). */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
};

/**
 * useMutation for a call that creates something or changes it with side effects (decision 037):
 * each action the person takes gets its key when they act, and its retries (TanStack's own, or
 * the person pressing again after a failure) send the same one, so the server does it once.
 */
export function useIdempotentMutation<TData, TVariables>({
  mutationFn,
  ...options
}: IdempotentMutationOptions<TData, TVariables>) {
  const [keys] = useState(() => createActionKeys());
  return useMutation({
    ...options,
    mutationFn: (variables: TVariables) => runAction(keys, variables, (key) => mutationFn(variables, key)),
  });
}
