import { useCallback, useRef } from 'react';

/** The document's custom property holding the price bar's height; booking-wizard.css turns it into scroll padding. */
export const PRICE_BAR_ROOM = '--price-bar-room';

/**
 * Keeps the phone's price bar off the field being filled in, with what the platform offers rather than hand-made
 * scrolling:
 * - the bar's height goes to `--price-bar-room`, which booking-wizard.css makes the page's `scroll-padding-bottom` on
 *   narrow screens: the browser's own focus scrolling (Tab, a tap, "next field" on a phone's keyboard) and
 *   `scrollIntoView` then count the bar as outside the view and stop the field above it. Measured, not a fixed
 *   figure: the bar grows with its note and its opened lines.
 * - when the view shrinks (a phone's keyboard opening, reported by the VisualViewport API; a phone turned), and when
 *   a field takes focus, what has focus is brought (back) into view, above the bar; browsers do this on their own
 *   only for some keyboards, never for a checkbox or a select, and not for a field already partly in view. `nearest`
 *   moves nothing that is in view already (a pinch-zoom, say).
 * On a short screen (a keyboard open) the bar steps aside while text is typed (booking-wizard.css): a tall field may
 * not fit above it. The bar then measures 0, and the page's padding goes with it.
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
    // A field focused while partly in view (a tall one, the bar just stepped aside or back) is not scrolled by the
    // browser: once the bar has its new place, the whole field is brought into view.
    const onFocus = () => requestAnimationFrame(keepFocusInView);
    document.addEventListener('focusin', onFocus);
    cleanup.current = () => {
      observer?.disconnect();
      viewport.removeEventListener('resize', keepFocusInView);
      document.removeEventListener('focusin', onFocus);
      root.style.removeProperty(PRICE_BAR_ROOM);
    };
  }, []);
}
