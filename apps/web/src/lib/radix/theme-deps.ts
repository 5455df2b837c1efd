import type { ReactNode } from 'react';

/**
 * Stand-in for the `radix-ui` import of Radix Themes' `Theme` (swapped in by vite.config.mts). The real `Theme` wraps the
 * app in a Tooltip provider, which drags the tooltip, popper and floating-ui code into every page's first download;
 * here the provider is a pass-through and each tooltip brings its own (see tooltip-deps.tsx).
 */
export { Direction, Slot } from 'radix-ui';

export const Tooltip = {
  Provider: ({ children }: { children?: ReactNode }) => children,
};
