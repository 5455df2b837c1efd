import type { ComponentType } from 'react';

/**
 * Every island by name, each its own chunk: what the islands loader (src/islands.ts) imports to hydrate one. An
 * island's module exports its root as `Component`, the same one the page passes to <Island> (island.tsx).
 */
export const ISLANDS = {
  'site-header': () => import('./site-header.island'),
  'home-date-check': () => import('./home-date-check.island'),
  'packages-date-check': () => import('./packages-date-check.island'),
  'game-finder': () => import('./game-finder.island'),
  'gallery-viewer': () => import('./gallery-viewer.island'),
  'contact-form': () => import('./contact-form.island'),
  'invitation-replies': () => import('./invitation-replies.island'),
} satisfies Record<string, () => Promise<{ Component: ComponentType<never> }>>;

export type IslandName = keyof typeof ISLANDS;
