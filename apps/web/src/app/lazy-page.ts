import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { Component: ComponentType };

/** A lazy page that can be asked to load before its first render (the module is fetched once either way). */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** A page as its own chunk, loaded on first visit: a route module exports its page as `Component`. */
export const lazyPage = (load: () => Promise<PageModule>): LazyPage =>
  Object.assign(
    lazy(() => load().then((m) => ({ default: m.Component }))),
    { preload: load },
  );
