import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate, useSearchParams, type NavigateOptions } from 'react-router-dom';

/** A change of the URL's parameters: `undefined` or '' removes one. */
export type UrlParamChanges = Record<string, string | number | undefined | null>;

/**
 * The page's state in the URL's parameters, with one updater that builds on the parameters as they currently are. React
 * Router's own functional `setSearchParams` hands its callback the parameters of the render it was created in, so a
 * change made from an older closure (a search box's delayed update, or two changes before the next render) drops what
 * another change added meanwhile, such as the booking an admin just opened. Here every change starts from the last one
 * made, and a navigation from elsewhere (back, a link) resets that after it renders.
 */
export function useUrlParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (changes: UrlParamChanges | ((current: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => {
      let next: URLSearchParams;
      if (typeof changes === 'function') next = changes(new URLSearchParams(latest.current));
      else {
        next = new URLSearchParams(latest.current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
      }
      latest.current = next;
      navigate(`?${next}`, options);
    },
    [navigate],
  );

  return [params, update] as const;
}
