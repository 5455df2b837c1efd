import type { CreateBookingDto } from '@app/contracts';
import { quote } from '@app/pricing';
import type { BookingCaller } from './booking-caller';
import { newBookingOf, ownerOf, storedBookingOf } from './new-booking';

const dto = {
  parentName: 'Jamie Rivera',
  parentEmail: 'jamie.rivera@example.com',
  parentPhone: '(555) 123-4567',
  childName: 'Alex',
  childAge: 8,
  eventDate: '2027-05-08',
  eventTime: '14:00',
  selectedGames: [1, 2, 3],
  guestCount: 14,
  eventType: 'birthday',
  location: { address: '12 Oak Street', city: 'Austin', state: 'TX', zipCode: '78701', spaceDetails: 'Yard' },
  addOns: { photography: true },
} as unknown as CreateBookingDto;
const caller = (userId: string | null, ownerToken: string | null): BookingCaller => ({
  userId,
  ownerToken,
  isAdmin: false,
  linkToken: null,
});
const price = quote({ gameCount: 3, guestCount: 14, addOns: { photography: true } }, { largeGroupDiscountPercent: 0 });

describe('a new booking from its request', () => {
  it('is pending and unpaid at the server’s price, all of it due, no promo', () => {
    const row = newBookingOf(dto, price, { userId: 'user-1', ownerToken: null });
    expect(row).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      totalCents: price.totalPrice,
      finalCents: price.totalPrice,
      amountPaidCents: 0,
      balanceDueCents: price.totalPrice,
      promoCode: null,
      promoDiscountCents: 0,
      durationMinutes: price.totalDuration,
    });
  });

  it('fills what the parent left out: medium intensity, add-ons not chosen, no theme or requests', () => {
    const row = newBookingOf(dto, price, { userId: 'user-1', ownerToken: null });
    expect(row).toMatchObject({
      intensity: 'medium',
      addOns: { photography: true, videography: false, customShirts: false, customAwards: false },
      eventTheme: null,
      specialRequests: null,
    });
  });

  it('belongs to the signed-in user, else to the browser’s token, else to the one issued now', () => {
    expect(ownerOf(caller('user-1', 'kept'), 'new')).toEqual({
      userId: 'user-1',
      ownerToken: null,
    });
    expect(ownerOf(caller(null, 'kept'), undefined)).toEqual({
      userId: null,
      ownerToken: 'kept',
    });
    expect(ownerOf(caller(null, null), 'new')).toEqual({ userId: null, ownerToken: 'new' });
  });

  it('is stored with the database’s times and nothing sent yet', () => {
    const row = newBookingOf(dto, price, { userId: null, ownerToken: 'kept' });
    const createdAt = new Date('2027-01-01T10:00:00Z');
    expect(storedBookingOf(row, { createdAt, updatedAt: createdAt })).toMatchObject({
      id: row.id,
      createdAt,
      paymentCompletedAt: null,
      notifiedAt: null,
      calendarSequence: 0,
    });
  });
});
