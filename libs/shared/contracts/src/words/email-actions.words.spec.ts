import { bookingEmailActions } from './email-actions.words';

const PAGE = 'https://example.com/bookings/1?token=signed';
const view = { label: 'View your booking', url: PAGE };
const pay = { label: 'Pay the balance', url: `${PAGE}#pay` };

describe("a booking e-mail's buttons", () => {
  it('open the booking, and offer to pay while money is due on a booking that stands', () => {
    expect(bookingEmailActions(PAGE, { status: 'pending', balanceDueCents: 40_000 })).toEqual({
      action: view,
      secondaryAction: pay,
    });
    expect(bookingEmailActions(PAGE, { status: 'confirmed', balanceDueCents: 20_000 })).toEqual({
      action: view,
      secondaryAction: pay,
    });
  });

  it('offer nothing to pay once it is paid, or on a cancelled booking', () => {
    expect(bookingEmailActions(PAGE, { status: 'confirmed', balanceDueCents: 0 })).toEqual({ action: view });
    expect(bookingEmailActions(PAGE, { status: 'cancelled', balanceDueCents: 20_000 })).toEqual({ action: view });
  });
});
