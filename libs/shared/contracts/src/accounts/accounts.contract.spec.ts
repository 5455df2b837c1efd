import { avatarInitial, fullName, GUARD_TOASTS } from './accounts.contract';
import { bookingStatusOf, shortBookingId } from '../bookings/booking.contract';

describe('accounts contract helpers', () => {
  it.each([
    [{ firstName: 'zoe', username: 'zed' }, 'Z'],
    [{ firstName: null, username: 'kim' }, 'K'],
    [{ firstName: '  ', username: '' }, 'U'],
    [null, 'U'],
  ])('avatar initial of %j is %s', (user, initial) => {
    expect(avatarInitial(user)).toBe(initial);
  });

  it('joins the name parts that are set', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: 'Ada', lastName: null })).toBe('Ada');
    expect(fullName({ firstName: ' ', lastName: null })).toBeNull();
  });

  it('keeps the docs/product/accounts.md#roles guard texts word for word', () => {
    const text = (t: { title: string; description: string }) => `${t.title}: ${t.description}`;
    expect(text(GUARD_TOASTS.authRequired)).toBe('Authentication Required: Please log in to access this page.');
    expect(text(GUARD_TOASTS.adminRequired)).toBe(
      'Admin Access Required: You need admin privileges to access this page.',
    );
  });

  it('reads a missing booking status as pending and shortens ids', () => {
    expect(bookingStatusOf({ status: undefined })).toBe('pending');
    expect(bookingStatusOf({ status: 'confirmed' })).toBe('confirmed');
    expect(shortBookingId('3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef')).toBe('34CD56EF');
  });
});
