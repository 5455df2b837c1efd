import { expect, test } from '@playwright/test';

// Until Inter and Fredoka arrive (font-display: swap, no preload), text is set in a local font scaled to the web
// font's figures (styles/global.css), so that nothing moves at the swap (issue #12). Each local font a fallback face
// names, where this machine has it (`npm test` installs Roboto, Android's font, besides Debian's DejaVu Sans), must lay
// text out as wide and as tall as the web font does.
const SAMPLE = 'Turn any party into an epic championship: a host, six games, custom shirts and an awards ceremony.';

interface Measured {
  face: string;
  local: string;
  present: boolean;
  widthRatio?: number;
  heightDelta?: number;
}

test('each local font of the fallback faces sets text as wide and as tall as the web font it stands in for', async ({
  page,
}) => {
  await page.goto('/');
  const measured: Measured[] = await page.evaluate(async (sample) => {
    const box = (family: string) => {
      const span = document.createElement('span');
      span.textContent = sample;
      span.style.cssText = `font: 400 16px/normal "${family}"; white-space: nowrap; position: absolute; top: -999px`;
      document.body.append(span);
      const { width, height } = span.getBoundingClientRect();
      span.remove();
      return { width, height };
    };
    const faces = new Map<string, CSSStyleDeclaration>();
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules)
        if (rule instanceof CSSFontFaceRule) {
          const family = rule.style.getPropertyValue('font-family').replace(/["']/g, '');
          if (family.includes('Fallback')) faces.set(family, rule.style);
        }
    const out: Measured[] = [];
    for (const [family, style] of faces) {
      const webFont = family.startsWith('Fredoka') ? 'Fredoka Variable' : 'Inter Variable';
      await document.fonts.load(`400 16px "${webFont}"`, sample);
      const reference = box(webFont);
      const locals = [...style.getPropertyValue('src').matchAll(/local\(["']?([^"')]+)["']?\)/g)].map((m) => m[1]);
      for (const local of locals) {
        const probeFamily = `probe ${family} ${local}`;
        const probe = new FontFace(probeFamily, `local("${local}")`, {
          sizeAdjust: style.getPropertyValue('size-adjust'),
          ascentOverride: style.getPropertyValue('ascent-override'),
          descentOverride: style.getPropertyValue('descent-override'),
          lineGapOverride: style.getPropertyValue('line-gap-override'),
        });
        try {
          await probe.load();
        } catch {
          out.push({ face: family, local, present: false });
          continue;
        }
        document.fonts.add(probe);
        const set = box(probeFamily);
        out.push({
          face: family,
          local,
          present: true,
          widthRatio: set.width / reference.width,
          heightDelta: set.height - reference.height,
        });
      }
    }
    return out;
  }, SAMPLE);

  const present = measured.filter((m) => m.present);
  console.log(
    present
      .map(
        (m) =>
          `${m.face} on ${m.local}: width ×${m.widthRatio!.toFixed(3)}, height ${m.heightDelta! >= 0 ? '+' : ''}${m.heightDelta!.toFixed(1)} px`,
      )
      .join('\n'),
  );
  expect(present.map((m) => m.local)).toEqual(expect.arrayContaining(['DejaVu Sans', 'Roboto']));
  for (const m of present) {
    expect(Math.abs(m.widthRatio! - 1), `${m.face} on ${m.local}`).toBeLessThanOrEqual(0.03);
    expect(Math.abs(m.heightDelta!), `${m.face} on ${m.local}`).toBeLessThanOrEqual(1);
  }
});
