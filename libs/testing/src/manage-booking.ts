import request from 'supertest';
import { BookingLinks, eventStart } from '@app/bookings';
import type { ManagedBooking } from '@app/contracts';
import { Clock } from '@app/platform';
import { parseMail, type ParsedMail } from './documents';
import type { SmtpCapture } from '@app/devstack';
import type { TestApp } from './test-app';
import { waitFor } from './test-env';

/** `?token=...`: the booking's signed link (issue #28), as the e-mails carry it. */
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

/** The captured messages with this subject once `expected` of them arrived; more than that is an error (sent once). */
export async function mailsWithSubject(smtp: SmtpCapture, subject: string, expected = 1): Promise<ParsedMail[]> {
  const found = async () => (await Promise.all(smtp.messages.map(parseMail))).filter((m) => m.subject === subject);
  await waitFor(async () => (await found()).length >= expected, 20_000, `e-mail "${subject}"`);
  const mails = await found();
  if (mails.length !== expected) throw new Error(`${mails.length} e-mails "${subject}", expected ${expected}`);
  return mails;
}
