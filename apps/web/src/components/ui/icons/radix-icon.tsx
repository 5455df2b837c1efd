import type { SVGProps } from 'react';

/**
 * Radix Icons (MIT) are 15×15 glyphs of one or a few paths. Each icon file holds only its path and calls this, so a route
 * chunk carries just the icons it uses instead of the whole @radix-ui/react-icons set.
 */
export function radixIcon(...paths: string[]) {
  return function RadixIcon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        width="15"
        height="15"
        viewBox="0 0 15 15"
        fill="none"
        xmlns="http://www.w3.org/2000/svg"
        aria-hidden
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
        ))}
      </svg>
    );
  };
}
