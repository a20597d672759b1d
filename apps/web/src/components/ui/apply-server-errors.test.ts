import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from './apply-server-errors';
import { isFocusRequested } from './pending-focus';

type Values = { name: string; shortCode: string; description: string };

/** A real form control with these fields registered, as a dialog that shows them has them. */
function formWith(fields: Array<keyof Values>) {
  const form = createFormControl<Values>({ defaultValues: { name: '', shortCode: '', description: '' } });
  const focused: string[] = [];
  for (const field of fields) {
    form.register(field).ref({ focus: () => focused.push(field) });
  }
  const errorOf = (field: keyof Values) => form.getFieldState(field).error;
  return { form, focused, errorOf };
}

const conflict = (details: Array<{ path: string; message: string }>) =>
  new ApiError(details[0]?.message ?? 'Conflict', 409, 'CONFLICT', details);

describe('applyServerErrors', () => {
  it("puts the server's reason on the field it names and focuses that field", () => {
    const { form, focused, errorOf } = formWith(['name', 'shortCode']);
    const message = 'A support type with short code BI already exists';
    expect(applyServerErrors(form, conflict([{ path: 'shortCode', message }]))).toBe(true);
    expect(errorOf('shortCode')).toMatchObject({ type: 'server', message });
    expect(errorOf('name')).toBeUndefined();
    expect(focused).toEqual(['shortCode']);
    // Asked again for after the next render, when a field disabled while saving is enabled again.
    expect(isFocusRequested(form.control, 'shortCode')).toBe(true);
  });

  it('lands every named field but focuses only the first, keeping the first reason of each', () => {
    const { form, focused, errorOf } = formWith(['name', 'shortCode', 'description']);
    const landed = applyServerErrors(
      form,
      new ApiError('Name is required', 400, 'VALIDATION_FAILED', [
        { path: 'description', message: 'Description must be at most 500 characters' },
        { path: 'name', message: 'Name is required' },
        { path: 'name', message: 'Name must be at most 100 characters' },
      ]),
    );
    expect(landed).toBe(true);
    expect(errorOf('description')?.message).toBe('Description must be at most 500 characters');
    expect(errorOf('name')?.message).toBe('Name is required');
    expect(focused).toEqual(['description']);
  });

  it('leaves a path the form shows no field for to the toast', () => {
    const { form, focused, errorOf } = formWith(['name']);
    const overlap = conflict([{ path: 'conflicts', message: '2030-06-04T10:00:00Z/2030-06-04T10:30:00Z' }]);
    expect(applyServerErrors(form, overlap)).toBe(false);
    // A value the form holds without showing it (no field registered) is not a place for a message either.
    expect(applyServerErrors(form, conflict([{ path: 'shortCode', message: 'taken' }]))).toBe(false);
    expect(errorOf('shortCode')).toBeUndefined();
    expect(focused).toEqual([]);
    expect(isFocusRequested(form.control, 'shortCode')).toBe(false);
  });

  it('ignores failures without details and errors that are not the API client’s', () => {
    const { form } = formWith(['name']);
    expect(applyServerErrors(form, new ApiError('Forbidden', 403, 'FORBIDDEN'))).toBe(false);
    expect(applyServerErrors(form, new Error('network down'))).toBe(false);
  });
});
