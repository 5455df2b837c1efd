import { expect, test } from '@playwright/test';
import { bookAsParent, freeSlot, freeTimes, timeLabel } from './availability.helpers';
import { payWithPayPal, showDay, toastWith, wizardForm } from './booking-wizard.helpers';
import { expectDialogHoldsItsControls, expectNoToastOver } from './layout.helpers';
import { openAtReview } from './wizard-draft.helpers';

// Dialogs on phones (320 and 375 px wide): no toast covers a dialog's controls, and nothing of a dialog lies outside
// it. Checked by the boxes the browser drew. Each journey books on a day of its own (availability.helpers.ts).
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off'];

// Whole journeys (the wizard or a booking's page, one or two PayPal windows): up to a couple of minutes on a slow machine.
test.describe.configure({ timeout: 180_000 });

for (const { width, declineDay, pageDay } of [
  { width: 320, declineDay: 82, pageDay: 84 },
  { width: 375, declineDay: 83, pageDay: 85 },
]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 812 } });

    test("after a decline in the wizard's payment dialog no toast covers PayPal's button or Close, and the dialog holds its controls", async ({
      page,
    }) => {
      await openAtReview(page, GAMES, declineDay);
      await wizardForm(page).getByRole('button', { name: 'Submit Booking' }).click();
      const dialog = page.getByRole('dialog', { name: 'Complete Your Booking' });
      await expect(dialog).toBeVisible();
      await expectDialogHoldsItsControls(page, dialog);

      await payWithPayPal(page, 'Approve, then decline at capture');
      await expect(toastWith(page, 'Payment Failed')).toBeVisible();
      const retry = dialog.getByRole('group', { name: 'Retry with PayPal' });
      await expect(retry).toBeVisible();
      await expectNoToastOver(page, [
        retry.getByRole('button', { name: 'PayPal' }),
        dialog.getByRole('button', { name: 'Close' }).last(),
      ]);
      await expectDialogHoldsItsControls(page, dialog);
    });

    test("on the booking's own page, paying the balance: no toast covers the dialogs' controls; the reschedule dialog holds its controls", async ({
      page,
    }) => {
      // Booked through the API on this browser's cookie jar, so the owner cookie opens the booking's page.
      const slot = await freeSlot(page.request, GAMES.length, pageDay);
      const res = await bookAsParent(page.request, slot);
      expect(res.status()).toBe(201);
      const { id } = (await res.json()) as { id: string };
      await page.goto(`/bookings/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: /’s party/ })).toBeVisible({ timeout: 30_000 });

      await page.getByRole('button', { name: 'Pay now' }).click();
      const pay = page.getByRole('dialog', { name: 'Pay now' });
      await expectDialogHoldsItsControls(page, pay);
      await payWithPayPal(page, 'Approve, then decline at capture');
      await expect(toastWith(page, 'Payment Failed')).toBeVisible();
      await expectNoToastOver(page, [
        pay.getByRole('button', { name: 'PayPal' }),
        pay.getByRole('button', { name: 'Close' }).last(),
      ]);
      await expectDialogHoldsItsControls(page, pay);

      await payWithPayPal(page, 'Pay Now');
      const paid = page.getByRole('dialog', { name: 'Payment Successful' });
      await expect(paid).toBeVisible();
      // Whatever toast still shows (the decline's, if the retry was quick) stays off the success dialog's controls.
      await expectNoToastOver(page, [
        paid.getByRole('button', { name: 'Download Receipt' }),
        paid.getByRole('button', { name: 'Close' }).last(),
      ]);
      await expectDialogHoldsItsControls(page, paid);
      await paid.getByRole('button', { name: 'Close' }).last().click();
      await expect(paid).toBeHidden();

      // Another start on the same day, chosen but not confirmed: the dialog and its long "Move to ..." button.
      const other = (await freeTimes(page.request, slot.date, GAMES.length)).find((t) => t !== slot.time)!;
      await page.getByRole('button', { name: 'Reschedule' }).click();
      const move = page.getByRole('dialog', { name: 'Move your party' });
      await (await showDay(page, slot.date)).click();
      await move.getByRole('combobox', { name: 'New start time' }).click();
      await page.getByRole('option', { name: timeLabel(other), exact: true }).click();
      await expect(move.getByRole('button', { name: /^Move to / })).toBeVisible();
      await expectDialogHoldsItsControls(page, move);
    });
  });
}
