import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver whose code (the schema, zod, the zod resolver) is fetched on first use instead of
 * with the page: the sign-in page stays within its script budget and loads its rules when the
 * person starts typing (`preload` on focus) or, at the latest, on submit.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
) {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | undefined;
  const preload = () => {
    // A failed fetch (offline for a moment) is tried again next time instead of failing for good.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TFieldValues, TContext, TTransformed> = async (values, context, options) =>
    (await preload())(values, context, options);
  return Object.assign(resolver, { preload: () => void preload().catch(() => {}) });
}
