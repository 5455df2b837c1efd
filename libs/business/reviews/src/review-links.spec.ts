import type { AppConfig } from '@app/config';
import { ReviewLinks, reviewLinkEnds } from './review-links';

describe('review links (docs/product/reviews.md#the-review-link)', () => {
  const links = new ReviewLinks({
    publicUrl: 'https://champions.example',
    bookingLinks: { secret: 's'.repeat(32) },
  } as AppConfig);
  const id = '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef';

  it('signs one link per booking, which opens that booking only', () => {
    const token = links.token(id);
    expect(links.token(id)).toBe(token);
    expect(links.url(id)).toBe(`https://champions.example/reviews/${token}`);
    expect(links.bookingOf(token)).toBe(id);
  });

  it('opens nothing it did not sign', () => {
    const token = links.token(id);
    const other = '3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56e0';
    expect(links.bookingOf(`${other}.${token.split('.')[1]}`)).toBeNull();
    expect(links.bookingOf(token.slice(0, -1))).toBeNull();
    expect(links.bookingOf(`${token}.x`)).toBeNull();
    expect(links.bookingOf('not-a-uuid.abc')).toBeNull();
    // Signed under another secret (another site, the booking page's link).
    const foreign = new ReviewLinks({ publicUrl: '', bookingLinks: { secret: 't'.repeat(32) } } as AppConfig);
    expect(links.bookingOf(foreign.token(id))).toBeNull();
  });

  it('lasts 60 days from the party', () => {
    expect(reviewLinkEnds(new Date('2026-07-11T19:00:00Z')).toISOString()).toBe('2026-09-09T19:00:00.000Z');
  });
});
