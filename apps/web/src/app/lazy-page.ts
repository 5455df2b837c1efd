import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { Component: ComponentType };

/** A page as its own chunk, loaded on first visit: a route module exports its page as `Component`. */
export const lazyPage = (load: () => Promise<PageModule>): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((m) => ({ default: m.Component })));
