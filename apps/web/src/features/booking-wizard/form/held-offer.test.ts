import { describe, expect, it } from 'vitest';
import { offerHolds, withHeldTime, type HeldOffer } from './held-offer';

const OFFER: HeldOffer = { token: 'o.sig', date: '2026-05-09', time: '14:00', expiresAt: '2026-05-02T20:00:00Z' };

describe('a time the waiting list holds for the family (docs/product/waitlist.md#offers)', () => {
  it("is among its day's free times, in order, though the availability read lists it as taken", () => {
    expect(withHeldTime([], '2026-05-09', OFFER)).toEqual(['14:00']);
    expect(withHeldTime(['09:00', '17:30'], '2026-05-09', OFFER)).toEqual(['09:00', '14:00', '17:30']);
    expect(withHeldTime(['14:00'], '2026-05-09', OFFER)).toEqual(['14:00']);
  });

  it('changes nothing on another day, without an offer, or while the times are unknown', () => {
    expect(withHeldTime(['09:00'], '2026-05-10', OFFER)).toEqual(['09:00']);
    expect(withHeldTime(['09:00'], '2026-05-09', null)).toEqual(['09:00']);
    expect(withHeldTime(undefined, '2026-05-09', OFFER)).toBeUndefined();
  });

  it('holds the chosen time only when it is the offer’s day and time', () => {
    expect(offerHolds(OFFER, '2026-05-09', '14:00')).toBe(true);
    expect(offerHolds(OFFER, '2026-05-09', '15:00')).toBe(false);
    expect(offerHolds(null, '2026-05-09', '14:00')).toBe(false);
  });
});
