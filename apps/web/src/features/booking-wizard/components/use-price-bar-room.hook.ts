import { useCallback, useRef } from 'react';

/** The document's custom property holding the price bar's height; booking-wizard.css turns it into scroll padding. */
export const PRICE_BAR_ROOM = '--price-bar-room';

/**
 * Keeps the phone's price bar off the field being filled in (issue #36), with what the platform offers rather than
 * hand-made scrolling:
 * - the bar's height goes to `--price-bar-room`, which booking-wizard.css makes the page's `scroll-padding-bottom` on
 *   narrow screens: the browser's own focus scrolling (Tab, a tap, "next field" on a phone's keyboard) and
 *   `scrollIntoView` then count the bar as outside the view and stop the field above it. Measured, not a fixed
 *   figure: the bar grows with its note and its opened lines.
 * - when the view shrinks (a phone's keyboard opening, reported by the VisualViewport API; a phone turned), what has
 *   focus is brought back into view, above the bar; browsers do this on their own only for some keyboards, and never
 *   for a checkbox or a select. `nearest` moves nothing that is in view already (a pinch-zoom, say).
 * Collapsing the bar while a field has focus was the other choice: it hides the price as the child count is typed.
 */
export function usePriceBarRoom() {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((bar: HTMLElement | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!bar) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(PRICE_BAR_ROOM, `${bar.offsetHeight}px`);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    measure();
    observer?.observe(bar);
    const viewport = window.visualViewport ?? window;
    const keepFocusInView = () => {
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== document.body) focused.scrollIntoView({ block: 'nearest' });
    };
    viewport.addEventListener('resize', keepFocusInView);
    cleanup.current = () => {
      observer?.disconnect();
      viewport.removeEventListener('resize', keepFocusInView);
      root.style.removeProperty(PRICE_BAR_ROOM);
    };
  }, []);
}
