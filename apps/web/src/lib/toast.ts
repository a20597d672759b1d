import type { toast as sonnerToast } from 'sonner';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info' | 'warning';
type ToastArgs = Parameters<typeof sonnerToast.success>;

/**
 * Toasts without sonner on the first load: sonner (about 10 KB gzip) is fetched with the toaster
 * when the first toast is asked for, and what was asked meanwhile is shown once the toaster
 * listens. `/login` and `/` paint and hydrate without it (decision 026). Same calls as sonner's.
 */
let loaded: Sonner | null = null;
let isWanted = false;
const pending: { kind: Kind; args: ToastArgs }[] = [];
const demandListeners = new Set<() => void>();

function show(kind: Kind, ...args: ToastArgs) {
  if (loaded) {
    loaded.toast[kind](...args);
    return;
  }
  pending.push({ kind, args });
  if (isWanted) return;
  isWanted = true;
  for (const listener of demandListeners) listener();
}

export const toast = {
  success: (...args: ToastArgs) => show('success', ...args),
  error: (...args: ToastArgs) => show('error', ...args),
  info: (...args: ToastArgs) => show('info', ...args),
  warning: (...args: ToastArgs) => show('warning', ...args),
};

/** For the toaster slot: whether a toast has been asked for, and a way to hear when one is. */
export const isToastWanted = () => isWanted;
export function subscribeToToastDemand(listener: () => void) {
  demandListeners.add(listener);
  return () => demandListeners.delete(listener);
}

/** Called by the toaster once it is mounted and listening: toasts go straight to sonner from now on. */
export function flushPendingToasts(sonner: Sonner) {
  loaded = sonner;
  for (const { kind, args } of pending.splice(0)) sonner.toast[kind](...args);
}
