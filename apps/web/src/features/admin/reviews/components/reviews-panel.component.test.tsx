import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type AdminReview } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { ReviewsPanel } from './reviews-panel.component';

const review = (over: Partial<AdminReview> = {}): AdminReview => ({
  id: 7,
  version: 1,
  rating: 5,
  text: 'The MC knew every child by name.',
  publish: true,
  status: 'pending',
  featured: false,
  rejectionReason: null,
  createdAt: '2026-03-22T01:00:00.000Z',
  decidedAt: null,
  booking: {
    id: '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef',
    parentName: 'Jamie Rivera',
    childName: 'Alex',
    eventDate: '2026-03-21',
    eventType: 'Birthday Party',
  },
  ...over,
});

describe('the admin Reviews section', () => {
  it('lists the pending reviews with the booking each came from, and approves one', async () => {
    const api = stubApi({
      'GET /api/admin/reviews?status=pending': { body: [review()] },
      'PATCH /api/admin/reviews/7': { body: review({ status: 'approved', decidedAt: '2026-03-22T02:00:00.000Z' }) },
    });
    const view = renderWithProviders(<ReviewsPanel />);
    const card = await screen.findByRole('article', { name: 'Jamie Rivera · 5 of 5 stars' });
    expect(within(card).getByText('The MC knew every child by name.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'booking 34CD56EF' })).toHaveAttribute(
      'href',
      '/admin/bookings?booking=3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef',
    );
    expect(within(card).getByText(/Alex’s birthday party/)).toBeInTheDocument();
    expect(within(card).getByText(/May be shown on the website/)).toBeInTheDocument();
    await view.user.click(within(card).getByRole('button', { name: 'Approve' }));
    await findToast('Review approved');
    expect(api.to('PATCH', '/api/admin/reviews/7')[0].body).toEqual({ version: 1, status: 'approved' });
  });

  it('rejects with the reason, which it needs first', async () => {
    const api = stubApi({
      'GET /api/admin/reviews?status=pending': { body: [review()] },
      'PATCH /api/admin/reviews/7': {
        body: review({ status: 'rejected', rejectionReason: 'Off-topic advertising' }),
      },
    });
    const view = renderWithProviders(<ReviewsPanel />);
    const card = await screen.findByRole('article', { name: /Jamie Rivera/ });
    await view.user.click(within(card).getByRole('button', { name: 'Reject...' }));
    expect(within(card).getByText(REVIEW_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeDisabled();
    await view.fill(within(card).getByRole('textbox', { name: /Why/ }), 'Off-topic advertising');
    await view.user.click(within(card).getByRole('button', { name: 'Reject' }));
    await findToast('Review rejected');
    expect(api.to('PATCH', '/api/admin/reviews/7')[0].body).toEqual({
      version: 1,
      status: 'rejected',
      reason: 'Off-topic advertising',
    });
  });

  it('shows the approved ones on asking, and features one for the home page', async () => {
    const api = stubApi({
      'GET /api/admin/reviews?status=pending': { body: [] },
      'GET /api/admin/reviews?status=approved': { body: [review({ status: 'approved' })] },
      'PATCH /api/admin/reviews/7': { body: review({ status: 'approved', featured: true }) },
    });
    const view = renderWithProviders(<ReviewsPanel />);
    expect(await screen.findByText('No pending reviews.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('radio', { name: 'Approved' }));
    const card = await screen.findByRole('article', { name: /Jamie Rivera/ });
    await view.user.click(within(card).getByRole('button', { name: 'Feature on the home page' }));
    await findToast('Featured on the home page');
    expect(api.to('PATCH', '/api/admin/reviews/7')[0].body).toEqual({ version: 1, featured: true });
  });

  it('shows the new text of a review the parent changed since it was read, and approves that version', async () => {
    const changed = review({ version: 2, rating: 3, text: 'Fun, but the host left forty minutes early.' });
    let read = 0;
    const api = stubApi({
      // The list as the admin opened it, then as the parent left it.
      'GET /api/admin/reviews?status=pending': () => ({ body: [read++ === 0 ? review() : changed] }),
      'PATCH /api/admin/reviews/7': ({ body }) =>
        (body as { version: number }).version === 2
          ? { body: { ...changed, status: 'approved' } }
          : {
              status: 409,
              body: {
                statusCode: 409,
                code: 'REVIEW_CHANGED',
                message: REVIEW_MESSAGES.changed,
                details: { review: changed },
              },
            },
    });
    const view = renderWithProviders(<ReviewsPanel />);
    const card = await screen.findByRole('article', { name: 'Jamie Rivera · 5 of 5 stars' });
    await view.user.click(within(card).getByRole('button', { name: 'Approve' }));

    const now = await screen.findByRole('article', { name: 'Jamie Rivera · 3 of 5 stars' });
    expect(within(now).getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.changed);
    expect(within(now).getByText('Fun, but the host left forty minutes early.')).toBeInTheDocument();
    expect(within(now).queryByText('The MC knew every child by name.')).not.toBeInTheDocument();
    await view.user.click(within(now).getByRole('button', { name: 'Approve' }));
    await findToast('Review approved');
    expect(api.to('PATCH', '/api/admin/reviews/7').map((r) => r.body)).toEqual([
      { version: 1, status: 'approved' },
      { version: 2, status: 'approved' },
    ]);
  });
});
