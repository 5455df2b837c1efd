import { expect, test, type Locator, type Page } from '@playwright/test';
import { freeSlot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { chooseOption, gameCard, nextButton, pickSlot, stepHeading, wizardForm } from './booking-wizard.helpers';
import { overlaps, outside, viewportBox } from './layout.helpers';

// On a phone the running price is a bar stuck to the bottom of the screen; the field a parent is filling in must never
// be under it, whether reached by Tab or a tap, with the whole screen or with a keyboard taking its lower part
// (simulated by a shorter viewport, as a keyboard that resizes the page does).
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off'];
/**
 * The fields of steps 2 and 3: text, number and e-mail inputs, text areas, Radix selects and checkboxes; not the
 * hidden native controls Radix keeps beside its own for the form (aria-hidden, out of the Tab order).
 */
const FIELDS =
  ':is(input:not([type="hidden"]), textarea, select, [role="combobox"], [role="checkbox"]):not([aria-hidden="true"], [tabindex="-1"])';

// Every field twice (Tab, then a tap), each also with the keyboard's height: 40-70 s on a quiet machine.
test.describe.configure({ timeout: 240_000 });

// By its label's id, not its role: a bar that steps aside leaves the accessibility tree, and its box is then none.
const priceBar = (page: Page) => page.locator('aside[aria-labelledby="running-price-heading"]');

/** A screen this short is one a keyboard shares (booking-wizard.css's max-height): the bar steps aside for typing. */
const SHORT_SCREEN = 600;

/** A field that is typed in: on a short screen the bar steps aside for it, all but the guest count (its price shows). */
const typedIn = (field: Locator) =>
  field.evaluate(
    (el) => el.matches('input:not([type="checkbox"], [type="radio"]), textarea') && !el.closest('.guest-input'),
  );

/**
 * The focused field inside the viewport and clear of the price bar, or, typed in on a short screen, with the bar
 * stepped aside; polled, as focus and resizes scroll a frame later.
 */
async function expectFieldClear(page: Page, field: Locator, name: string) {
  const yields = page.viewportSize()!.height <= SHORT_SCREEN && (await typedIn(field));
  const trouble = async () => {
    const [f, bar] = [await field.boundingBox(), await priceBar(page).boundingBox()];
    if (!f) return `${name} is not drawn`;
    if (outside(f, viewportBox(page))) return `${name} is outside the screen`;
    if (yields) return bar ? `the price bar stays while ${name} is typed in` : '';
    if (!bar) return `the price bar is not drawn beside ${name}`;
    if (overlaps(f, bar)) return `${name} is under the price bar`;
    return '';
  };
  // 2 s: a scroll follows its focus or resize within a frame or two; more would only slow down a real failure.
  await expect.poll(trouble, { timeout: 2_000 }).toBe('');
}

/**
 * The same field with a keyboard's height taken from the screen, then the whole screen back. None taken (the phone whose
 * keyboard is open from the start) would check the same screen twice.
 */
async function expectClearWithKeyboard(page: Page, field: Locator, name: string, keyboard: number) {
  if (!keyboard) return;
  const screen = page.viewportSize()!;
  await page.setViewportSize({ width: screen.width, height: screen.height - keyboard });
  await expectFieldClear(page, field, `${name} (keyboard open)`);
  await page.setViewportSize(screen);
}

/** A name for the focused element to report and compare: its id, else its accessible label. */
const fieldName = (field: Locator) =>
  field.evaluate(
    (el) => el.id || el.getAttribute('aria-label') || el.getAttribute('name') || el.outerHTML.slice(0, 80),
  );

/** The step's enabled fields in the page's order, with their names. */
async function stepFields(page: Page) {
  const fields: { field: Locator; name: string }[] = [];
  for (const field of await wizardForm(page).locator(FIELDS).filter({ visible: true }).all()) {
    if (await field.isEnabled()) fields.push({ field, name: await fieldName(field) });
  }
  return fields;
}

/** From the step's heading, Tab through the step; every field reached is checked. All fields must be reached. */
async function tabThrough(page: Page, keyboard: number) {
  const expected = (await stepFields(page)).map((f) => f.name);
  await stepHeading(page).focus();
  await expect(stepHeading(page)).toBeFocused();
  const reached: string[] = [];
  for (let i = 0; i < 100; i++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const where = await focused.evaluate(
      (el, fields) =>
        !el.closest('form[aria-labelledby="wizard-step-heading"]') ? 'out' : el.matches(fields) ? 'field' : 'other',
      FIELDS,
    );
    if (where === 'out') break;
    if (where === 'other') continue;
    const name = await fieldName(focused);
    reached.push(name);
    await expectFieldClear(page, focused, `${name} (Tab)`);
    await expectClearWithKeyboard(page, focused, `${name} (Tab)`, keyboard);
  }
  expect(reached).toEqual(expected);
}

/** Taps every field of the step (a select's list is closed again, which leaves its trigger focused). */
async function tapThrough(page: Page, keyboard: number) {
  for (const { field, name } of await stepFields(page)) {
    await field.tap();
    if ((await field.getAttribute('role')) === 'combobox') await page.keyboard.press('Escape');
    await expect(field).toBeFocused();
    await expectFieldClear(page, field, `${name} (tap)`);
    await expectClearWithKeyboard(page, field, `${name} (tap)`, keyboard);
  }
}

// Each phone picks a time on a day of its own (availability.helpers.ts) and books nothing: the wizard's reservation
// of that time lapses by itself.
// The last: a phone whose keyboard is open from the start (375×480), every field met on that short screen.
for (const { width, height, keyboard, day } of [
  { width: 375, height: 812, keyboard: 362, day: 80 },
  { width: 320, height: 640, keyboard: 260, day: 81 },
  { width: 375, height: 480, keyboard: 0, day: 118 },
]) {
  test.describe(`on a ${width}×${height} phone`, () => {
    test.use({ viewport: { width, height }, hasTouch: true });

    test('the price bar never covers the focused field of steps 2 and 3, by Tab or tap, with a keyboard open', async ({
      page,
    }) => {
      const slot = await freeSlot(page.request, GAMES.length, day);
      await page.goto('/booking');
      for (const game of GAMES) await gameCard(page, game).click();
      await nextButton(page).click();
      await pickSlot(page, slot);
      await chooseOption(page, 'Event type', 'Birthday Party');
      await expect(priceBar(page)).toBeVisible();
      await tabThrough(page, keyboard);
      await tapThrough(page, keyboard);

      // The page asks a phone's keyboard to resize it, so the bar's room and the fields follow the keyboard.
      await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
        'content',
        /interactive-widget=resizes-content/,
      );
      await nextButton(page).click();
      await expect(stepHeading(page)).toHaveText('Location');
      // The step's fields are a chunk of their own, usually loaded while step 1 was shown but not always on a busy
      // machine: the fields to reach are read once they are there, under the heading already shown.
      await expect(wizardForm(page).locator('#parentName')).toBeVisible();
      await tabThrough(page, keyboard);
      await tapThrough(page, keyboard);
      // Space details, the tallest field, typed in with a keyboard open: the bar steps aside, the field is whole.
      const space = wizardForm(page).locator('#spaceDetails');
      await space.tap();
      await expectClearWithKeyboard(page, space, 'spaceDetails', keyboard);
      await expectNoSeriousA11yViolations(page);
      // The last field and the way on can be brought clear of the bar: the page has room below them. Next is disabled
      // (the fields were left empty), so it cannot take focus: it is scrolled to once the last field lets focus go.
      const last = wizardForm(page).locator('#specialRequests');
      await last.focus();
      await expectFieldClear(page, last, 'specialRequests');
      await last.blur();
      // The bar is back once the field lets focus go (on a short screen it stepped aside); the page's scroll padding
      // follows its height a frame later (usePriceBarRoom's observer): scrolled before, Next would stop under it.
      await expect
        .poll(() =>
          priceBar(page).evaluate(
            (bar: HTMLElement) =>
              bar.offsetHeight > 0 &&
              getComputedStyle(document.documentElement).getPropertyValue('--price-bar-room') ===
                `${bar.offsetHeight}px`,
          ),
        )
        .toBe(true);
      await nextButton(page).evaluate((next) => next.scrollIntoView({ block: 'nearest' }));
      await expectFieldClear(page, nextButton(page), 'Next');
    });
  });
}
