import { canAccess } from './bookings.service';

const TOKEN = '6f1c3a52-7d0e-4a4f-9f55-0b7c7e9d2a10';
const caller = (over: Partial<Parameters<typeof canAccess>[1]> = {}) => ({
  userId: null,
  isAdmin: false,
  ownerToken: null,
  linkToken: null,
  ...over,
});

describe('canAccess (who may see a booking)', () => {
  it('an account’s booking: that account and admins only, whatever cookie the browser holds', () => {
    const booking = { userId: 'u1', ownerToken: null };
    expect(canAccess(booking, caller({ userId: 'u1' }))).toBe(true);
    expect(canAccess(booking, caller({ isAdmin: true, userId: 'admin' }))).toBe(true);
    expect(canAccess(booking, caller({ userId: 'u2' }))).toBe(false);
    expect(canAccess({ userId: 'u1', ownerToken: TOKEN }, caller({ ownerToken: TOKEN }))).toBe(false);
  });

  it('an anonymous booking: the browser holding its token, signed in or not', () => {
    const booking = { userId: null, ownerToken: TOKEN };
    expect(canAccess(booking, caller({ ownerToken: TOKEN }))).toBe(true);
    expect(canAccess(booking, caller({ ownerToken: TOKEN, userId: 'u1' }))).toBe(true);
    expect(canAccess(booking, caller())).toBe(false);
    expect(canAccess(booking, caller({ ownerToken: '00000000-0000-4000-8000-000000000000' }))).toBe(false);
  });
});
