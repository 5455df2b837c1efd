import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVIEW_CONSENT_LABEL, REVIEW_MESSAGES, REVIEW_PAGE_WORDS, type ReviewInvitation } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { ReviewPage } from './review-page.component';

const TOKEN = 'a1b2c3d4-0000-4000-8000-000000000009.sig';
const PAGE = `/api/reviews/${encodeURIComponent(TOKEN)}`;

const invitation = (over: Partial<ReviewInvitation> = {}): ReviewInvitation => ({
  childName: 'Maya',
  eventDate: '2026-03-21',
  eventType: 'Birthday Party',
  review: null,
  googleReviewUrl: null,
  ...over,
});

const renderPage = () => renderWithProviders(<ReviewPage token={TOKEN} />);

describe('the review page', () => {
  it('sends the stars chosen by their labels, the words and the consent, then thanks the parent', async () => {
    const api = stubApi({
      [`GET ${PAGE}`]: { body: invitation({ googleReviewUrl: 'https://g.page/r/champions/review' }) },
      [`POST ${PAGE}`]: {
        status: 201,
        body: { rating: 5, text: 'Best party ever!', publish: true, status: 'pending' },
      },
    });
    const view = renderPage();
    await screen.findByRole('heading', { level: 1, name: "How was Maya's birthday party?" });
    expect(screen.getByText('Saturday, March 21, 2026')).toBeInTheDocument();
    const stars = screen.getByRole('group', { name: 'Your rating' });
    expect(stars.querySelectorAll('input[type="radio"]')).toHaveLength(5);
    await view.user.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await view.fill(screen.getByRole('textbox', { name: 'Tell us about the party' }), 'Best party ever!');
    expect(screen.getByText('16 / 1,000 characters')).toBeInTheDocument();
    await view.user.click(screen.getByRole('checkbox', { name: REVIEW_CONSENT_LABEL }));
    expect(screen.getByRole('link', { name: REVIEW_PAGE_WORDS.google })).toHaveAttribute(
      'href',
      'https://g.page/r/champions/review',
    );
    await view.user.click(screen.getByRole('button', { name: 'Send my review' }));

    expect(await screen.findByRole('status')).toHaveTextContent(REVIEW_MESSAGES.thanks);
    const [sent] = api.to('POST', PAGE);
    expect(sent.body).toEqual({ rating: 5, text: 'Best party ever!', publish: true });
    expect(sent.headers['Idempotency-Key']).toBeTruthy();
    // The review as stored is the form's now: the next send edits it.
    expect(screen.getByRole('button', { name: 'Save my changes' })).toBeInTheDocument();
  });

  it('opens with the star tapped in the thank-you chosen, and says what is helpful to write', async () => {
    stubApi({
      [`GET ${PAGE}`]: {
        body: invitation({ review: { rating: 2, text: 'Fun!', publish: false, status: 'pending' } }),
      },
    });
    renderWithProviders(<ReviewPage token={TOKEN} rating={4} />);
    expect(await screen.findByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Tell us about the party' })).toHaveAccessibleDescription(
      new RegExp(`^${REVIEW_PAGE_WORDS.helpful}`),
    );
  });

  it('asks for the stars before sending anything', async () => {
    const api = stubApi({ [`GET ${PAGE}`]: { body: invitation() } });
    const view = renderPage();
    await view.user.click(await screen.findByRole('button', { name: 'Send my review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.rating)).toBeInTheDocument();
    expect(api.to('POST', PAGE)).toEqual([]);
  });

  it('opens with the review written before, to edit it', async () => {
    stubApi({
      [`GET ${PAGE}`]: {
        body: invitation({ review: { rating: 4, text: 'Fun!', publish: false, status: 'pending' } }),
      },
    });
    renderPage();
    expect(await screen.findByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Tell us about the party' })).toHaveValue('Fun!');
    expect(screen.getByRole('checkbox', { name: REVIEW_CONSENT_LABEL })).not.toBeChecked();
  });

  it('shows the decision, and no form, once an admin decided', async () => {
    stubApi({
      [`GET ${PAGE}`]: {
        body: invitation({ review: { rating: 5, text: 'Fun!', publish: true, status: 'approved' } }),
      },
    });
    renderPage();
    expect(await screen.findByText(REVIEW_PAGE_WORDS.approved)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /review|changes/ })).not.toBeInTheDocument();
  });

  it('says a forged link is not found and an old one expired', async () => {
    stubApi({ [`GET ${PAGE}`]: { status: 404, body: { statusCode: 404, code: 'REVIEW_LINK_INVALID' } } });
    const first = renderPage();
    expect(await screen.findByRole('heading', { name: REVIEW_PAGE_WORDS.linkNotFound })).toBeInTheDocument();
    first.unmount();
    stubApi({ [`GET ${PAGE}`]: { status: 410, body: { statusCode: 410, code: 'REVIEW_LINK_EXPIRED' } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: REVIEW_PAGE_WORDS.linkExpired })).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.expired)).toBeInTheDocument();
  });

  it('says the link of a party still to come opens after the party', async () => {
    stubApi({
      [`GET ${PAGE}`]: {
        status: 409,
        body: { statusCode: 409, code: 'REVIEW_NOT_OPEN', message: REVIEW_MESSAGES.notOpen },
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: REVIEW_PAGE_WORDS.linkNotOpen })).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.notOpen)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my review' })).not.toBeInTheDocument();
  });
});
