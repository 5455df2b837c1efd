import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';

/** SPEC §9 tooltip timing. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * Stand-in for the `radix-ui` import of Radix Themes' `Tooltip` (swapped in by vite.config.mts): every tooltip root
 * carries its own provider, so `<Tooltip>` from @radix-ui/themes works anywhere and loads only where it is used.
 */
function Root(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <TooltipPrimitive.Root {...props} />
    </TooltipPrimitive.Provider>
  );
}

export const Tooltip = { ...TooltipPrimitive, Root };
