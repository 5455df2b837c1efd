import type { EntityManager } from 'typeorm';
import { ADMIN_ACTION_MESSAGES } from '@app/contracts';
import { BOOKING_ACTORS, BookingLifecycle } from './booking-lifecycle';
import type { BookingEntity } from './entities/booking.entity';

/** A lifecycle whose writes are recorded in memory: what a move changes, and whether it wrote anything. */
function lifecycle() {
  const writes: unknown[] = [];
  const manager = { update: async (...args: unknown[]) => writes.push(args) } as unknown as EntityManager;
  const recorder = { record: async (...args: unknown[]) => writes.push(args) };
  // The booking's team (availability's, tested in its own suites): always held, so it becomes firm.
  const teams = { makeFirm: async () => ({ kind: 'firm' }), release: async () => true };
  // The team list only names a move's teams in its history (a move is tested against PostgreSQL).
  const teamList = null as never;
  // No hold is claimed here: the unpaid holds' limits are tested against PostgreSQL (unpaid-hold-limits.int-spec.ts).
  const unpaidHolds = null as never;
  return {
    writes,
    manager,
    moves: new BookingLifecycle(recorder as never, recorder as never, teams as never, teamList, unpaidHolds),
  };
}

const booking = (over: Partial<BookingEntity> = {}) =>
  ({
    id: 'b1',
    userId: 'u1',
    status: 'pending',
    paymentStatus: 'unpaid',
    totalCents: 40_000,
    promoDiscountCents: 0,
    finalCents: 40_000,
    amountPaidCents: 0,
    balanceDueCents: 40_000,
    ...over,
  }) as BookingEntity;

const admin = BOOKING_ACTORS.admin({ id: 'a1', username: 'admin' });
const parent = BOOKING_ACTORS.parentOf({ userId: 'u1' });

describe('BookingLifecycle (the one transition table of a booking)', () => {
  it('lets each actor make only its own moves', () => {
    const { moves } = lifecycle();
    const pending = booking();
    expect(moves.can('confirm', pending, 'admin')).toBe(true);
    expect(moves.can('confirm', pending, 'parent')).toBe(false);
    // The parent cancels their own booking (in time: the change policy checks that before the move).
    expect(moves.can('cancel', pending, 'parent')).toBe(true);
    expect(moves.can('cancel', booking({ status: 'cancelled' }), 'parent')).toBe(false);
    expect(moves.can('cancel', pending, 'system')).toBe(false);
    expect(moves.can('reschedule', pending, 'parent')).toBe(true);
    expect(moves.can('reschedule', booking({ status: 'cancelled' }), 'admin')).toBe(false);
    expect(moves.can('pay', pending, 'system')).toBe(true);
    expect(moves.can('pay', pending, 'admin')).toBe(true);
    expect(moves.can('refund', booking({ paymentStatus: 'completed' }), 'parent')).toBe(false);
  });

  it('lets only a host finish a party, and only a confirmed one', () => {
    const { moves } = lifecycle();
    const confirmed = booking({ status: 'confirmed' });
    expect(moves.can('finish', confirmed, 'host')).toBe(true);
    expect(moves.can('finish', confirmed, 'admin')).toBe(false);
    expect(moves.can('finish', confirmed, 'parent')).toBe(false);
    for (const status of ['pending', 'completed', 'cancelled'] as const) {
      expect(moves.can('finish', booking({ status }), 'host')).toBe(false);
    }
    // A finished party stands: it is neither cancelled nor moved.
    expect(moves.can('cancel', booking({ status: 'completed' }), 'admin')).toBe(false);
    expect(moves.can('reschedule', booking({ status: 'completed' }), 'admin')).toBe(false);
  });

  it('finishes from the start time only, writing nothing before it', async () => {
    const { moves, manager, writes } = lifecycle();
    const host = BOOKING_ACTORS.host({ id: 'h1', username: 'sam@example.com', firstName: 'Sam' });
    const b = booking({ status: 'confirmed', balanceDueCents: 15_000 });
    const startsAt = new Date('2027-02-10T20:00:00Z');
    const early = { startsAt, now: new Date('2027-02-10T19:59:59Z'), at: new Date('2027-02-10T19:59:00Z') };
    await expect(moves.finish(manager, b, early, host)).rejects.toThrow('has not started yet');
    expect(writes).toEqual([]);
    await moves.finish(manager, b, { ...early, now: startsAt }, host);
    expect(b.status).toBe('completed');
    // The parent's thank-you follows the commit (docs/product/reviews.md#the-thank-you).
    expect(writes).toContainEqual([manager, 'booking.completed', { bookingId: 'b1' }]);
  });

  it('changes the promo only while nothing is settled, a $0 free completion included', () => {
    const { moves } = lifecycle();
    expect(moves.can('applyPromo', booking(), 'parent')).toBe(true);
    expect(
      moves.can('applyPromo', booking({ status: 'confirmed', paymentStatus: 'completed', finalCents: 0 }), 'parent'),
    ).toBe(false);
    expect(moves.can('applyPromo', booking({ paymentStatus: 'deposit_paid' }), 'parent')).toBe(false);
    expect(moves.can('applyPromo', booking({ status: 'cancelled' }), 'parent')).toBe(false);
  });

  it('a payment confirms a pending booking and settles its figures', async () => {
    const { moves, manager } = lifecycle();
    const b = booking();
    await moves.pay(
      manager,
      b,
      { paymentId: 'p1', amountCents: 20_000, at: new Date(), note: 'PayPal capture X', free: false },
      BOOKING_ACTORS.paypal,
    );
    expect(b).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'deposit_paid',
      amountPaidCents: 20_000,
      balanceDueCents: 20_000,
    });
    await moves.pay(
      manager,
      b,
      { paymentId: 'p2', amountCents: 20_000, at: new Date(), note: 'PayPal capture Y', free: false },
      BOOKING_ACTORS.paypal,
    );
    expect(b).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', balanceDueCents: 0 });
  });

  it('refuses any other move with BOOKING_STATE_CONFLICT and its reason, writing nothing', async () => {
    const { moves, manager, writes } = lifecycle();
    await expect(moves.confirm(manager, booking({ status: 'confirmed' }), admin)).rejects.toMatchObject({
      code: 'BOOKING_STATE_CONFLICT',
      message: ADMIN_ACTION_MESSAGES.notPending,
    });
    await expect(
      moves.cancel(manager, booking({ status: 'cancelled' }), { reason: 'x', refundCents: 0 }, admin),
    ).rejects.toMatchObject({ code: 'BOOKING_STATE_CONFLICT', message: ADMIN_ACTION_MESSAGES.alreadyCancelled });
    await expect(
      moves.applyPromo(
        manager,
        booking({ paymentStatus: 'completed' }),
        { code: 'FREE', discountCents: 40_000 },
        parent,
      ),
    ).rejects.toMatchObject({ code: 'BOOKING_STATE_CONFLICT' });
    await expect(
      moves.pay(
        manager,
        booking({ paymentStatus: 'completed', balanceDueCents: 0 }),
        { paymentId: 'p3', amountCents: 1, at: new Date(), note: '', free: false },
        BOOKING_ACTORS.paypal,
      ),
    ).rejects.toMatchObject({ code: 'BOOKING_STATE_CONFLICT' });
    expect(writes).toEqual([]);
  });

  it('a refund on a cancelled booking leaves nothing owed', async () => {
    const { moves, manager } = lifecycle();
    const b = booking({ status: 'cancelled', paymentStatus: 'completed', amountPaidCents: 40_000, balanceDueCents: 0 });
    await moves.refund(manager, b, { amountCents: 10_000, note: 'Venue flooded' }, admin);
    expect(b).toMatchObject({ amountPaidCents: 30_000, balanceDueCents: 0, paymentStatus: 'refunded' });
  });
});
