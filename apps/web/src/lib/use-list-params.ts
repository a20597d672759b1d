import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListParams, type ListParamsSchema, parseListParams, writeListParams } from './list-params';

/**
 * A list's filters and page, kept in the address: a reload, Back or a shared link shows the same
 * list. Filter changes replace the current history entry; turning a page adds one (unless told
 * to replace: a correction the person did not ask for must not leave a step to go Back to).
 */
export function useListParams<Params extends ListParams>(schema: ListParamsSchema<Params>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(schema, searchParams), [schema, searchParams]);

  const setParams = useCallback(
    (changes: Partial<Params>, options: { replace?: boolean } = {}) => {
      // From the address as it is now: react-router's copy is the last render's, so two quick
      // changes (a select, then the debounced search) would otherwise undo each other.
      const current = new URLSearchParams(window.location.search);
      const isPageTurn = Object.keys(changes).every((name) => name === 'page');
      setSearchParams(writeListParams(schema, current, changes), { replace: options.replace ?? !isPageTurn });
    },
    [schema, setSearchParams],
  );

  return [params, setParams] as const;
}
