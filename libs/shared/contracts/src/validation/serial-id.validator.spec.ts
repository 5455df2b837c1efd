import { bookingBody, pipeFields } from '@app/testing';
import { CALENDAR_MESSAGES as C } from '../availability/calendar.contract';
import { BOOKING_MESSAGES as B, parseGameRef } from '../bookings/booking-form.contract';
import { MoveBookingDto } from '../availability/calendar.dto';
import { CreateBookingDto } from '../bookings/create-booking.dto';
import { isSerialId, SERIAL_ID_MAX, serialIdOf } from './serial-id.validator';

describe('serial ids: PostgreSQL integer, 1 to 2^31 - 1', () => {
  it.each([
    [1, true],
    [SERIAL_ID_MAX, true],
    [SERIAL_ID_MAX + 1, false],
    [0, false],
    [-1, false],
    [1.5, false],
    [Number.MAX_SAFE_INTEGER, false],
    ['1', false],
  ])('isSerialId(%p) is %p', (value, ok) => expect(isSerialId(value)).toBe(ok));

  it.each([
    ['42', 42],
    ['2147483647', SERIAL_ID_MAX],
    ['2147483648', undefined],
    ['9999999999', undefined],
    ['042', undefined],
    ['0', undefined],
    ['4e2', undefined],
    ['', undefined],
  ])('serialIdOf(%p) is %p', (text, id) => expect(serialIdOf(text)).toBe(id));

  it('bounds both kinds of game reference', () => {
    expect(parseGameRef(SERIAL_ID_MAX)).toEqual({ kind: 'game', id: SERIAL_ID_MAX });
    expect(parseGameRef(`custom-${SERIAL_ID_MAX}`)).toEqual({ kind: 'custom', id: SERIAL_ID_MAX });
    expect(parseGameRef(SERIAL_ID_MAX + 1)).toBeUndefined();
    expect(parseGameRef('custom-2147483648')).toBeUndefined();
    expect(parseGameRef('custom-99999999999')).toBeUndefined();
  });
});

/** Every id a body carries answers its field's message beyond the range, never reaching the database. */
describe('ids in bodies, held to SERIAL_ID_MAX by the api’s pipe', () => {
  // Inside the specs' business year (dto-checks' SPEC_TODAY).
  const booking = (selectedGames: unknown[]) =>
    bookingBody({ eventDate: '2030-06-01', eventTime: '14:00' }, selectedGames as number[]);

  it.each([[[1, 2, 'custom-2147483648']], [[1, 2, SERIAL_ID_MAX + 1]]])('a booking’s games %p', async (games) => {
    expect(await pipeFields(CreateBookingDto, booking(games))).toEqual({ selectedGames: B.gameUnknown });
    expect(await pipeFields(CreateBookingDto, booking([1, 2, `custom-${SERIAL_ID_MAX}`]))).toEqual({});
  });

  it('an admin’s move to a team', async () => {
    expect(await pipeFields(MoveBookingDto, { teamId: SERIAL_ID_MAX + 1 })).toEqual({ teamId: C.teamId });
    expect(await pipeFields(MoveBookingDto, { teamId: 0 })).toEqual({ teamId: C.teamId });
    expect(await pipeFields(MoveBookingDto, { teamId: SERIAL_ID_MAX })).toEqual({});
  });
});
