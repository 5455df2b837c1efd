import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WAITLIST_MESSAGES as M } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { DeclineOfferPage } from './decline-offer-page.component';
import { LeaveWaitlistPage } from './leave-waitlist-page.component';

const ENTRY = { id: 'e-1', day: '2026-05-09', secondDay: null, parts: ['afternoon', 'evening'], games: 5 };
const OFFER = {
  id: 'o-1',
  eventDate: '2026-05-09',
  eventTime: '14:00',
  games: 5,
  status: 'open',
  expiresAt: '2026-05-02T20:00:00.000Z',
};
const invalid = { status: 404, body: { statusCode: 404, code: 'WAITLIST_LINK_INVALID', message: M.linkInvalid } };

describe("the waiting list e-mails' pages (docs/product/waitlist.md#leaving)", () => {
  it('leave: names what the family waits for, leaves with the button and says so in the live region', async () => {
    const api = stubApi({
      'GET /api/waitlist/entries/e-1': { body: { ...ENTRY, status: 'waiting' } },
      'POST /api/waitlist/entries/e-1/leave': { body: { ...ENTRY, status: 'left' } },
    });
    const { user } = renderWithProviders(<LeaveWaitlistPage entryId="e-1" token="sig" />);
    expect(
      await screen.findByText('You are waiting for a time on Saturday, May 9 (afternoon, evening).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.left);
    expect(screen.queryByRole('button', { name: 'Leave the waiting list' })).toBeNull();
    expect(api.to('POST', '/api/waitlist/entries/e-1/leave?token=sig')).toHaveLength(1);
  });

  it("a link that opens nothing, or lacks its token, says the 404's sentence", async () => {
    stubApi({ 'GET /api/waitlist/entries/e-1': invalid });
    const { unmount } = renderWithProviders(<LeaveWaitlistPage entryId="e-1" token="bad" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.linkInvalid);
    unmount();
    renderWithProviders(<DeclineOfferPage offerId="o-1" token="" timeZone="UTC" today="2026-05-02" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.linkInvalid);
  });

  it('decline: the time held and until when, "Book this time" into the wizard, and the thanks once declined', async () => {
    stubApi({
      'GET /api/waitlist/offers/o-1': { body: OFFER },
      'POST /api/waitlist/offers/o-1/decline': { body: { ...OFFER, status: 'declined' } },
    });
    const { user } = renderWithProviders(
      <DeclineOfferPage offerId="o-1" token="sig" timeZone="UTC" today="2026-05-02" />,
    );
    expect(await screen.findByText('Saturday, May 9 at 2:00 PM, held for you until 8:00 PM.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book this time' })).toHaveAttribute(
      'href',
      '/booking?date=2026-05-09&time=14%3A00&games=5&offer=o-1.sig',
    );
    await user.click(screen.getByRole('button', { name: 'I do not need it' }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.declined);
    expect(screen.queryByRole('link', { name: 'Book this time' })).toBeNull();
  });
});
