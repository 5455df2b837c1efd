import { expect, test, type Locator, type Page } from '@playwright/test';
import { freeSlot } from './availability.helpers';
import { chooseOption, gameCard, nextButton, pickSlot, stepHeading, wizardForm } from './booking-wizard.helpers';
import { overlaps, outside, viewportBox } from './layout.helpers';

// Issue #36: on a phone the running price is a bar stuck to the bottom of the screen; the field a parent is filling
// in must never be under it, whether reached by Tab or a tap, with the whole screen or with a keyboard taking its
// lower part (simulated by a shorter viewport, as a keyboard that resizes the page does).
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off'];
/**
 * The fields of steps 2 and 3: text, number and e-mail inputs, text areas, Radix selects and checkboxes; not the
 * hidden native controls Radix keeps beside its own for the form (aria-hidden, out of the Tab order).
 */
const FIELDS =
  ':is(input:not([type="hidden"]), textarea, select, [role="combobox"], [role="checkbox"]):not([aria-hidden="true"], [tabindex="-1"])';

// Every field twice (Tab, then a tap), each also with the keyboard's height: 40-70 s on a quiet machine.
test.describe.configure({ timeout: 240_000 });

const priceBar = (page: Page) => page.getByRole('complementary', { name: 'Your price' });

/** The focused field, clear of the price bar and inside the viewport; polled, as focus and resizes scroll a frame later. */
async function expectFieldClear(page: Page, field: Locator, name: string) {
  const trouble = async () => {
    const [f, bar] = [await field.boundingBox(), await priceBar(page).boundingBox()];
    if (!f || !bar) return `${name} or the price bar is not drawn`;
    if (overlaps(f, bar)) return `${name} is under the price bar`;
    if (outside(f, viewportBox(page))) return `${name} is outside the screen`;
    return '';
  };
  // 2 s: a scroll follows its focus or resize within a frame or two; more would only slow down a real failure.
  await expect.poll(trouble, { timeout: 2_000 }).toBe('');
}

/** The same field with a keyboard's height taken from the screen, then the whole screen back. */
async function expectClearWithKeyboard(page: Page, field: Locator, name: string, keyboard: number) {
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
for (const { width, height, keyboard, day } of [
  { width: 375, height: 812, keyboard: 362, day: 80 },
  { width: 320, height: 640, keyboard: 260, day: 81 },
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

      await nextButton(page).click();
      await expect(stepHeading(page)).toHaveText('Location');
      // The step's fields are a chunk of their own (issue #39), usually loaded while step 1 was shown but not always
      // on a busy machine: the fields to reach are read once they are there, under the heading already shown.
      await expect(wizardForm(page).locator('#parentName')).toBeVisible();
      await tabThrough(page, keyboard);
      await tapThrough(page, keyboard);
      // The last field and the way on can be brought clear of the bar: the page has room below them.
      for (const last of [wizardForm(page).locator('#specialRequests'), nextButton(page)]) {
        await last.focus();
        await expectFieldClear(page, last, (await last.getAttribute('id')) ?? 'Next');
      }
    });
  });
}
