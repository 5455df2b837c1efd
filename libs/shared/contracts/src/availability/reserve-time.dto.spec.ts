import { pipeFields, pipeValue } from '@app/testing';
import { AVAILABILITY_MESSAGES as M } from './availability.contract';
import { BOOKING_MESSAGES as B } from '../bookings/booking-form.contract';
import { RESERVATION_MESSAGES as R } from './reservation.contract';
import { ReserveTimeDto } from './reserve-time.dto';

const valid = { eventDate: '2031-06-14', eventTime: '14:00', games: 4 };

describe('ReserveTimeDto (POST /api/reservations)', () => {
  it('takes a day, a start time of the list and a game count, as a booking does', async () => {
    expect(await pipeValue(ReserveTimeDto, valid)).toEqual(valid);
  });

  it.each([
    ['a day that does not exist', { eventDate: '2031-02-30' }, { eventDate: B.eventDate }],
    ['a time off the list', { eventTime: '14:07' }, { eventTime: B.eventTime }],
    ['2 games', { games: 2 }, { games: M.games }],
    ['21 games', { games: 21 }, { games: M.games }],
  ])('%s', async (_, change, fields) => {
    expect(await pipeFields(ReserveTimeDto, { ...valid, ...change })).toEqual(fields);
  });
});

describe('until when a reservation holds, as the wizard says it', () => {
  it('says what happens when it ends', () => {
    expect(R.heldUntil('2026-12-05T20:58:00Z', 'America/Chicago')).toBe(
      'Held for you until 2:58 PM Central. If you have not submitted by then, other families can book it again.',
    );
  });
});
