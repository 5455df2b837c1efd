/** sRGB channel to linear light (WCAG's relative luminance). */
const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => linear(parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/**
 * Black or white, whichever reads better on a team's colour: outdoors the leaderboard's words must stand out on
 * yellow as on blue (WCAG contrast, the higher of the two).
 */
export function inkOn(hex: string): '#000' | '#fff' {
  const l = luminance(hex);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000' : '#fff';
}
