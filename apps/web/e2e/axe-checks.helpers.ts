import { expect, type Page } from '@playwright/test';
import { axeOn, expectNoSeriousA11yViolations } from './axe.helpers';

/**
 * Axe on the page as a light-mode and as a dark-mode phone draw it (`prefers-color-scheme`), back in light after: a
 * colour that passes on white may not on what a dark scheme changes. A page that draws nothing differently in the dark
 * (`sameInTheDark`) is scanned once: axe reads the DOM and its computed styles, and both are the light scan's.
 */
export async function expectAccessibleInBothSchemes(page: Page) {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoSeriousA11yViolations(page);
  const light = await page.evaluate(pageAsStyled);
  await page.emulateMedia({ colorScheme: 'dark' });
  if (!(await sameInTheDark(page, light))) await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The DOM and how many style rules the page has: what a script that answers a change of preference would change. */
const pageAsStyled = () =>
  [document.documentElement.outerHTML, ...[...document.styleSheets].map((sheet) => sheet.cssRules.length)].join('\n');

/**
 * Whether the page, now emulating a dark preference, is styled as it was in light (`light`: `pageAsStyled` then). A
 * preference reaches a page's styles only through a media query on it (a rule's, an import's, a linked sheet's),
 * colours left to it (`color-scheme` naming both schemes: `light-dark()`, system and form controls' colours) or a
 * script that asks for it and changes the page. The SPA has none (its built files never name `prefers-color-scheme`,
 * and Radix Themes fixes each theme's `color-scheme` by class); an e-mail has the first.
 */
async function sameInTheDark(page: Page, light: string) {
  // Two frames: a script's answer to the change has run and rendered.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  if ((await page.evaluate(pageAsStyled)) !== light) return false;
  return page.evaluate(() => {
    const names = (text: string | undefined) => text?.includes('prefers-color-scheme') ?? false;
    const asksForScheme = (rules: CSSRuleList | undefined): boolean =>
      [...(rules ?? [])].some(
        (rule) =>
          (rule instanceof CSSMediaRule && names(rule.conditionText)) ||
          (rule instanceof CSSImportRule &&
            (names(rule.media.mediaText) || asksForScheme(rule.styleSheet?.cssRules))) ||
          ('cssRules' in rule && asksForScheme(rule.cssRules as CSSRuleList)),
      );
    const bothSchemes = (value: string | null | undefined) => /light/.test(value ?? '') && /dark/.test(value ?? '');
    return (
      ![...document.styleSheets, ...document.adoptedStyleSheets].some(
        (sheet) => names(sheet.media.mediaText) || asksForScheme(sheet.cssRules),
      ) &&
      !bothSchemes(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')) &&
      ![...document.querySelectorAll('*')].some((el) => bothSchemes(getComputedStyle(el).colorScheme))
    );
  });
}

/**
 * Every control's accessible name holds the words it shows (axe's `label-content-name-mismatch`, which axe runs only
 * when asked): a voice-control user says what they see ("click 5", "click Choose hosts").
 */
export async function expectNamesHoldTheirWords(page: Page) {
  const { violations } = await axeOn(page).withRules(['label-content-name-mismatch']).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
}
