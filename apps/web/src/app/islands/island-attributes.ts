/**
 * How a document marks its islands (src/app/islands/island.tsx writes them, src/islands.ts reads them): plain strings,
 * so the loader that reads them ships no React.
 */

/** The island's name, on the element the loader hydrates. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The island's props, as JSON, on the same element. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Marks the empty element the server fills with the island's own markup (src/render-document.tsx). */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';

/**
 * React's ids inside an island: the server renders it as a root of its own with this prefix, and the browser hydrates
 * it with the same one, so the ids agree with each other and differ from every other island's on the page.
 */
export const islandIdPrefix = (name: string) => `${name}-`;
