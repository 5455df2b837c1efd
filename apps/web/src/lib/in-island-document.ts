import { createContext } from 'react';

/**
 * True inside an island's own root in a public page's document (app/islands/island-providers.tsx), where nothing
 * outside the island ever hydrates: a part that would show a placeholder until the page is adopted shows what the
 * document's visitors most likely see instead.
 */
export const InIslandDocument = createContext(false);
