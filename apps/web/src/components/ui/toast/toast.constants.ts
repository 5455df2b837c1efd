/**
 * docs/product/constants.md#business-constants-and-limits toast timings: one visible at a time, 5 s, swipe right past
 * 50 px, F8 focuses the viewport.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
/** A dismissed toast stays mounted this long (the spec's figure) so its exit animation is never cut short. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
