/**
 * Fields asked to take focus once they can. A dialog disables its fields while it saves, and the
 * server's refusal arrives before the render that enables them again: FormControl focuses the
 * field after that render.
 */
const pendingFocus = new WeakMap<object, string>();

export function requestFocus(control: object, name: string) {
  pendingFocus.set(control, name);
}

/** Whether `name` waits for focus; the request is used up once the field takes it. */
export const isFocusRequested = (control: object, name: string) => pendingFocus.get(control) === name;

export function clearFocusRequest(control: object) {
  pendingFocus.delete(control);
}
