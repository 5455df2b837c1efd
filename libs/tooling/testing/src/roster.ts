import request from 'supertest';
import { BookingLinks } from '@app/bookings';
import type { Roster } from '@app/contracts';
import { bookingPayload, catalogueGameIds } from './bookings';
import type { TestApp } from './test-app';
import { testNetworkAddress } from './test-env';

/** A child as the host's list and a family's answer send it: coming, a size, no notes, photos allowed. */
export const rosterChild = (firstName: string, extra: Record<string, unknown> = {}) => ({
  firstName,
  shirtSize: 'YM',
  notes: null,
  photoConsent: true,
  ...extra,
});

/** `/api/invitations/<token>` of an invitation link's URL. */
export const invitationPath = (url: string) => `/api${new URL(url).pathname}`;

/** Books parties for a roster suite and reads and changes their lists through each booking's signed link. */
export class RosterParties {
  private constructor(
    private readonly t: TestApp,
    private readonly games: number[],
  ) {}

  static async of(t: TestApp): Promise<RosterParties> {
    return new RosterParties(t, await catalogueGameIds(t.server));
  }

  /** A booked party for `guestCount` children, and its page's signed-link query (`token=...`). */
  async book(guestCount = 10, overrides: Record<string, unknown> = {}): Promise<{ id: string; link: string }> {
    // An address of its own: at the real limits (RATE_LIMIT_FACTOR 1) loopback's booking allowance is shared.
    const res = await request(this.t.server)
      .post('/api/bookings')
      .set('X-Forwarded-For', testNetworkAddress())
      .send(bookingPayload(this.games.slice(0, 3), { guestCount, childName: 'Maya Lopez', ...overrides }))
      .expect(201);
    const id = res.body.id as string;
    return { id, link: `token=${this.t.app.get(BookingLinks).token(id)}` };
  }

  async roster(id: string, link: string): Promise<Roster> {
    return (await request(this.t.server).get(`/api/bookings/${id}/roster?${link}`).expect(200)).body as Roster;
  }

  /** A new invitation link of the party: its `/api/invitations/<token>` path. */
  async invite(id: string, link: string): Promise<string> {
    const res = await request(this.t.server)
      .post(`/api/bookings/${id}/invitation?${link}`)
      .send({ shareAddress: false })
      .expect(201);
    return invitationPath(res.body.url as string);
  }
}
