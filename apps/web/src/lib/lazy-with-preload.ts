import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type ComponentModule<T> = { default: T };

/** Settles `then` at once: React reads a lazy component's module in the same render when it does. */
const settledThenable = <T>(value: T) =>
  // biome-ignore lint/suspicious/noThenProperty: React's lazy reads its module through `then`; this one answers at once.
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

export type PreloadableComponent<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Loads the component's code; the component then renders without suspending. */
  preload: () => Promise<ComponentModule<ComponentType<Props>>>;
};

/**
 * `lazy`, plus a way to load the code before the component renders. A plain lazy component
 * suspends on its first render even when its module has arrived (a promise settles a task later),
 * so its Suspense fallback shows, and React then holds the content back until 300 ms after that
 * fallback appeared. Preloaded, the component renders in the same pass: no spinner, no wait.
 */
export function lazyWithPreload<Props>(
  load: () => Promise<ComponentModule<ComponentType<Props>>>,
): PreloadableComponent<Props> {
  let loaded: ComponentModule<ComponentType<Props>> | undefined;
  let loading: Promise<ComponentModule<ComponentType<Props>>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A failed load may be tried again: the next render or preload asks anew.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() => (loaded ? settledThenable(loaded) : preload()));
  return Object.assign(component, { preload });
}
