import { useId, useState, type ReactNode } from 'react';

/**
 * A one-line hint above its trigger, shown on hover or keyboard focus after the 700 ms tooltip delay
 * (docs/product/constants.md#timings-in-the-browser; the delay lives in the CSS, `.hover-hint`). Escape hides it until
 * the pointer or focus leaves (WCAG 1.4.13).
 *
 * Why not Radix's Tooltip: Radix Themes' root `Theme` imports the Tooltip module for its provider, so any page using
 * the Tooltip component puts the module's whole popper and floating-ui stack into the first load of every page
 * (a bundler places whole modules; about 7 kB gzipped of the home page's 130 kB budget). A static hint needs none of it.
 */
export function HoverHint({ hint, children }: { hint: string; children: ReactNode }) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  return (
    <span
      className="hover-hint"
      tabIndex={0}
      aria-describedby={id}
      data-dismissed={dismissed || undefined}
      onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
      onBlur={() => setDismissed(false)}
      onPointerLeave={() => setDismissed(false)}
    >
      {children}
      <span role="tooltip" id={id} className="hover-hint-bubble">
        {hint}
      </span>
    </span>
  );
}
