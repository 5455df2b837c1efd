import type { ComponentType } from 'react';
import { watchIslands } from '@/app/islands/island-loader';
import { ISLANDS, type IslandName } from '@/app/islands/island-registry';

/**
 * The public pages' documents' only script before an interaction (docs/adr/0033-public-pages-as-islands.md): no React
 * until an island wakes (app/islands/island-loader.ts); then React, the shared hydration code and that island's chunk.
 */
watchIslands(document, Object.keys(ISLANDS), async (element, name: IslandName, props, onAdopted) => {
  const [{ hydrateIsland }, island] = await Promise.all([import('@/app/islands/hydrate-island'), ISLANDS[name]()]);
  hydrateIsland(element, name, island.Component as ComponentType<object>, props, onAdopted);
});
