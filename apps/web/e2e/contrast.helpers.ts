import { expect, type Locator, type Page } from '@playwright/test';

/** WCAG AA for body text. */
const MIN_TEXT_CONTRAST = 4.5;

/**
 * The lowest contrast of any text inside `region`, as drawn: each colour painted on a canvas over the backgrounds
 * behind it (translucent ones blended, a wide-gamut `color(display-p3 …)` converted to what the screen shows), then
 * WCAG's ratio. Axe skips what it cannot resolve; this reads every text the region holds.
 */
async function lowestTextContrast(region: Locator): Promise<{ ratio: number; text: string }> {
  return region.evaluate((root) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const paint = (colours: string[]) => {
      ctx.clearRect(0, 0, 1, 1);
      for (const colour of ['#ffffff', ...colours]) {
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
      }
      return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
    };
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const backgrounds = (el: Element) => {
      const layers: string[] = [];
      for (let node: Element | null = el; node; node = node.parentElement)
        layers.unshift(getComputedStyle(node).backgroundColor);
      return layers;
    };
    let lowest = { ratio: Infinity, text: '' };
    for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
      const own = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      // A disabled control is exempt (WCAG 1.4.3), as axe has it.
      if (!own || el.closest(':disabled, [aria-disabled="true"]')) continue;
      const layers = backgrounds(el);
      const [l1, l2] = [luminance(paint([...layers, getComputedStyle(el).color])), luminance(paint(layers))].sort(
        (a, b) => b - a,
      );
      const ratio = (l1 + 0.05) / (l2 + 0.05);
      if (ratio < lowest.ratio) lowest = { ratio, text: el.textContent!.trim() };
    }
    return lowest;
  });
}

/**
 * Every text of `region` reads at 4.5:1 or more in the light and the dark scheme, on a common screen and on a
 * wide-gamut phone's (`color-gamut: p3`, where the theme switches to display-p3 colours), back to light after.
 */
export async function expectTextReadsInBothSchemes(page: Page, region: Locator) {
  const cdp = await page.context().newCDPSession(page);
  try {
    for (const gamut of ['srgb', 'p3'] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await cdp.send('Emulation.setEmulatedMedia', {
          features: [
            { name: 'color-gamut', value: gamut },
            { name: 'prefers-color-scheme', value: colorScheme },
          ],
        });
        const { ratio, text } = await lowestTextContrast(region);
        expect(ratio, `"${text}" in ${colorScheme}, ${gamut}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
      }
    }
  } finally {
    await cdp.send('Emulation.setEmulatedMedia', { features: [] });
    await cdp.detach();
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
