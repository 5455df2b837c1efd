import { expect, type Locator, type Page } from '@playwright/test';

/** What a phone's screen must keep apart, checked by the boxes the browser drew. */
export type Box = { x: number; y: number; width: number; height: number };

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** `inner` reaches past `outer` (half a pixel allowed for the rounding of boxes). */
export const outside = (inner: Box, outer: Box) =>
  inner.x < outer.x - 0.5 ||
  inner.y < outer.y - 0.5 ||
  inner.x + inner.width > outer.x + outer.width + 0.5 ||
  inner.y + inner.height > outer.y + outer.height + 0.5;

export const viewportBox = (page: Page): Box => ({ x: 0, y: 0, ...page.viewportSize()! });

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');

/** No toast shown now covers any of `controls` (each scrolled into view first, as a parent would). */
export async function expectNoToastOver(page: Page, controls: Locator[]) {
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    const c = (await control.boundingBox())!;
    for (const toast of await toasts(page).all()) {
      const t = await toast.boundingBox();
      if (t) expect(overlaps(t, c), `a toast covers "${await control.textContent()}"`).toBe(false);
    }
  }
}

/**
 * Nothing of an open dialog lies outside it: every control a parent can reach in it (by Tab or a tap), scrolled into
 * view, lies inside the dialog's box and inside the viewport. Controls drawn as nothing (visually hidden) are left out.
 */
export async function expectDialogHoldsItsControls(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  const focusable = dialog.locator(
    'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
  );
  const controls = await focusable.filter({ visible: true }).all();
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    const c = await control.boundingBox();
    if (!c || c.width <= 1 || c.height <= 1) continue;
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent())?.trim();
    expect(outside(c, (await dialog.boundingBox())!), `"${name}" runs past the dialog's edge`).toBe(false);
    expect(outside(c, viewportBox(page)), `"${name}" runs past the screen's edge`).toBe(false);
  }
}

/**
 * The frame's first stop for a keyboard is "Skip to content", and it lands on the page's main landmark, past the bar
 * (the site's header or the host app's own).
 */
export async function expectSkipLinkFirst(page: Page) {
  const first = await page.evaluate(
    () => document.querySelector<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')?.textContent,
  );
  expect(first).toBe('Skip to content');
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}
