import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { requestFocus } from './pending-focus';

type ServerErrorTarget<TFieldValues extends FieldValues, TContext, TTransformed> = Pick<
  UseFormReturn<TFieldValues, TContext, TTransformed>,
  'setError' | 'control'
>;

/**
 * Shows a refusal's `details` beside the fields they name ('A support type with short code BI
 * already exists' under Short Code) and moves focus to the first of them. A path the form has no
 * field for (the slots a block overlaps) is left to the caller's toast. True when a field took one.
 */
export function applyServerErrors<TFieldValues extends FieldValues, TContext, TTransformed>(
  form: ServerErrorTarget<TFieldValues, TContext, TTransformed>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const mounted = form.control._names.mount;
  const shown = new Set<string>();
  for (const { path, message } of error.details) {
    // The first reason a field is refused for is the one to fix first.
    if (!mounted.has(path) || shown.has(path)) continue;
    const isFirst = shown.size === 0;
    form.setError(path as FieldPath<TFieldValues>, { type: 'server', message }, { shouldFocus: isFirst });
    // A field disabled while the request ran takes the focus once it is enabled again.
    if (isFirst) requestFocus(form.control, path);
    shown.add(path);
  }
  return shown.size > 0;
}
