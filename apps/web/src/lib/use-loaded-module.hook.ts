import { useEffect, useState } from 'react';

/** A chunk loaded once on demand, whose module is then at hand synchronously (`loaded`). */
export interface OnDemandModule<T> {
  load: () => Promise<T>;
  loaded: () => T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemandModule<T> {
  let module: T | undefined;
  return { load: async () => (module ??= await importer()), loaded: () => module };
}

/**
 * The module once `needed` (undefined until its chunk arrives): in the first render already when it was loaded
 * before, which a lazy component would not be (it suspends once). A chunk that fails to load is thrown to the route's
 * error page, as a lazy step's is.
 */
export function useLoadedModule<T>(module: OnDemandModule<T>, needed: boolean): T | undefined {
  const [value, setValue] = useState(module.loaded);
  const [failure, setFailure] = useState<unknown>();
  if (failure) throw failure;
  useEffect(() => {
    if (!needed || value) return;
    let current = true;
    module.load().then(
      (loaded) => current && setValue(() => loaded),
      (err: unknown) => current && setFailure(err),
    );
    return () => {
      current = false;
    };
  }, [module, needed, value]);
  return value;
}
