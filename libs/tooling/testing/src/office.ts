import { ADMIN_CALLER, BOOKING_ACTORS, BookingHistory, BookingLifecycle, BookingsService } from '@app/bookings';
import { DEV_ADMIN_USERNAME } from '@app/config';
import type { BookingHistoryEntry } from '@app/contracts';
import type { TestApp } from './test-app';

/**
 * What the office does to a booking, done through the domain that owns it: for the specs of a lib below libs/office,
 * whose apps do not serve the office's routes (the routes themselves are libs/office/admin's specs').
 */

/** The booking confirmed by the seeded admin, as the admin's Confirm does it. */
export async function confirmAsAdmin(t: TestApp, bookingId: string): Promise<void> {
  const [admin]: { id: string; username: string }[] = await t.dataSource.query(
    `SELECT id, username FROM users WHERE username = $1`,
    [DEV_ADMIN_USERNAME],
  );
  await t.dataSource.transaction(async (manager) => {
    const booking = await t.app.get(BookingsService).findAccessible(bookingId, ADMIN_CALLER, { manager, lock: true });
    await t.app.get(BookingLifecycle).confirm(manager, booking, BOOKING_ACTORS.admin(admin));
  });
}

/** The booking's history as the admin's booking detail lists it. */
export const bookingHistory = (t: TestApp, bookingId: string): Promise<BookingHistoryEntry[]> =>
  t.app.get(BookingHistory).of(bookingId);
