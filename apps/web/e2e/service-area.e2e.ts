import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { fillLocation, nextButton, stepHeading, wizardForm } from './booking-wizard.helpers';
import { openAtLocation } from './wizard-draft.helpers';

const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off'];
const isCreate = (method: string, url: string) => method === 'POST' && new URL(url).pathname === '/api/bookings';

// The business serves the states and ZIP prefixes it configures (the suite's stack: the defaults, Greater Austin, TX
// 733/786/787). Nothing is booked, so the journeys' days (34 and 35) stay free.
for (const [width, height, dayOffset] of [
  [375, 812, 34],
  [1280, 900, 35],
]) {
  test(`at ${width} px the state list offers only the served states; a ZIP outside the area is refused at the address with the phone`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    const site = (await (await page.request.get('/api/site')).json()) as {
      phone: string;
      servedPlaces: { states: string[] };
    };
    expect(site.servedPlaces.states).toEqual(['TX']);
    // Steps 1 and 2 as the wizard's draft (typing them is other journeys'): step 3 is this one's subject.
    await openAtLocation(page, GAMES, dayOffset);

    await wizardForm(page).getByRole('combobox', { name: 'State' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Texas (TX)']);
    await page.keyboard.press('Escape');
    await fillLocation(page);
    // Dallas: a served state, a ZIP outside the served prefixes.
    await wizardForm(page).getByLabel('ZIP code').fill('75201');
    await nextButton(page).click();
    await expect(stepHeading(page)).toHaveText('Review');

    const answered = page.waitForResponse((r) => isCreate(r.request().method(), r.url()));
    await wizardForm(page).getByRole('button', { name: 'Submit Booking' }).click();
    const response = await answered;
    expect(response.status()).toBe(422);
    const refusal = (await response.json()) as { code: string; message: string };
    expect(refusal.code).toBe('OUT_OF_SERVICE_AREA');
    expect(refusal.message).toContain(site.phone);

    // Back at the address, the message under the ZIP code, everything typed kept.
    await expect(stepHeading(page)).toHaveText('Location');
    const zip = wizardForm(page).getByLabel('ZIP code');
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
    await expect(zip).toHaveAccessibleDescription(refusal.message);
    await expect(zip).toHaveValue('75201');
    await expect(wizardForm(page).getByText(refusal.message)).toBeVisible();
    await expect(wizardForm(page).getByLabel('Street address')).toHaveValue('12 Oak Street');
    await expectNoSeriousA11yViolations(page);
  });
}
