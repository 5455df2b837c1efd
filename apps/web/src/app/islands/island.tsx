import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_SLOT_ATTRIBUTE } from './island-attributes';
import type { IslandName } from './island-registry';

/**
 * Present while the api renders a document whose interactive parts are islands, absent in the SPA: the islands the
 * page met, by name. src/render-document.tsx renders each again as a root of its own (as the browser will hydrate it,
 * so React's ids agree) and puts that markup in its element. A render retried after a suspension meets them again.
 */
export const IslandCollector = createContext<Map<IslandName, ReactElement> | null>(null);

/**
 * An interactive part of a public page (docs/adr/0033-public-pages-as-islands.md): in a document the api renders, the
 * element the islands loader (src/islands.ts) hydrates on its own on the first interaction with it; in the SPA the same
 * element around the same component, so markup and styles agree. Its props travel as JSON: plain data only.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  const collector = useContext(IslandCollector);
  const json = Object.keys(props).length ? JSON.stringify(props) : undefined;
  if (collector) {
    collector.set(name, <Component {...props} />);
    return <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: json, [ISLAND_SLOT_ATTRIBUTE]: '' }} />;
  }
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: json }}>
      <Component {...props} />
    </div>
  );
}
