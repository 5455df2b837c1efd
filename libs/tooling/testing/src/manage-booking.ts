import request from 'supertest';
import { BookingLinks, eventStart } from '@app/bookings';
import type { ManagedBooking } from '@app/contracts';
import { Clock } from '@app/platform';
import type { Inbox, ParsedMail } from './inbox';
import type { TestApp } from './test-app';

/** `?token=...`: the booking's signed link, as the e-mails carry it. */
export const bookingLinkQuery = (t: TestApp, bookingId: string): string =>
  `?token=${t.app.get(BookingLinks).token(bookingId)}`;

/** The booking's page through its signed link, as a parent opening the e-mail's link would. */
export async function bookingPage(t: TestApp, bookingId: string): Promise<ManagedBooking> {
  const res = await request(t.server)
    .get(`/api/bookings/${bookingId}${bookingLinkQuery(t, bookingId)}`)
    .expect(200);
  return res.body as ManagedBooking;
}

/** The parent's cancel (POST /api/bookings/:id/cancel) through the booking's signed link. */
export const cancelThroughLink = (t: TestApp, bookingId: string, body: Record<string, unknown> = {}) =>
  request(t.server)
    .post(`/api/bookings/${bookingId}/cancel${bookingLinkQuery(t, bookingId)}`)
    .send(body);

/**
 * The api's Clock (what the change policy and the link read), and the instant `ms` before the booking's start on the
 * business's wall clock: a suite stands there with jest.spyOn(clock, 'now').mockReturnValue(at).
 */
export function beforeEventStart(
  t: TestApp,
  booking: { eventDate: string; eventTime: string },
  ms: number,
): { clock: Clock; at: Date } {
  const start = eventStart(booking.eventDate, booking.eventTime, t.config.business.timeZone).getTime();
  return { clock: t.app.get(Clock), at: new Date(start - ms) };
}

/** The e-mails with this subject once `expected` of them arrived, parsed; more than that is an error (sent once). */
export async function mailsWithSubject(inbox: Inbox, subject: string, expected = 1): Promise<ParsedMail[]> {
  return Promise.all((await inbox.waitForMails({ subject }, expected)).map((mail) => inbox.parse(mail)));
}
