import { useId, useState, type ReactNode } from 'react';

/**
 * A one-line hint above its trigger, shown on hover or keyboard focus after the 700 ms tooltip delay
 * (docs/product/constants.md#timings-in-the-browser; the delay lives in the CSS, `.hover-hint`). Escape hides it until
 * the pointer or focus leaves (WCAG 1.4.13).
 *
 * Why not Radix's Tooltip: its popper and floating-ui stack (some 10 kB gzip) for a static hint, which needs none of
 * it; and the site's root theme element provides no Tooltip provider (site-theme.ui.tsx), so the Tooltip would throw.
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
