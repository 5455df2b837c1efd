import { bookingBody, formFields, pipeFields } from '@app/testing';
import { AdminBookingsQueryDto } from '../admin/admin-bookings-query.dto';
import { AvailabilityQueryDto } from '../availability/availability-query.dto';
import { CalendarQueryDto, DayRangeDto, MoveBookingDto } from '../availability/calendar.dto';
import { BOOKING_MESSAGES as B } from '../bookings/booking-form.contract';
import { CALENDAR_MESSAGES as M } from '../availability/calendar.contract';
import { CreateBookingDto } from '../bookings/create-booking.dto';
import { RescheduleBookingDto } from '../bookings/manage-booking.dto';
import { RecordPaymentDto } from '../payments/offline-payment.dto';
import { OFFLINE_PAYMENT_MESSAGES as O } from '../payments/offline-payments.contract';
import { PromoCodeDto } from '../promo/promo-code.dto';
import { dayOutside, DAY_BOUND_MESSAGES as D } from './day-bounds.validator';

const TODAY = '2026-03-02';
/** TODAY + 730 days (2028 is a leap year) and 3,653 days back (ten years and a day: two leap days in between). */
const LAST = '2028-03-01';
const FIRST_LOOKED_UP = '2016-03-01';

describe('dayOutside: DAY_BOUNDS', () => {
  it.each([
    ['plan', TODAY, 'inside'],
    ['plan', '2026-03-01', 'before'],
    ['plan', LAST, 'inside'],
    ['plan', '2028-03-02', 'after'],
    ['look', FIRST_LOOKED_UP, 'inside'],
    ['look', '2016-02-29', 'before'],
    ['look', '0100-01-01', 'before'],
    ['look', '9999-12-31', 'after'],
    ['done', TODAY, 'inside'],
    ['done', '2026-03-03', 'after'],
    ['done', FIRST_LOOKED_UP, 'inside'],
    ['done', '2016-02-29', 'before'],
  ] as const)('%s: %s is %s', (window, day, side) => {
    expect(dayOutside(day, window, TODAY) ?? 'inside').toBe(side);
  });
});

const promo = { code: 'SUMMER10', discountType: 'percentage', discountValue: 10, startDate: '2026-03-01' };

/**
 * [what, DTO, its body with `day` in the day field (a range's other end moves along, so only this bound speaks), the
 * field, its window, its message before the window, after it]: every day a client sends, held to the one bound
 *. A new day field belongs here.
 */
type DayField = [string, new () => object, (day: string) => object, string, 'plan' | 'look', string, string];
const DAY_FIELDS: DayField[] = [
  [
    'a booking',
    CreateBookingDto,
    (day) => bookingBody({ eventDate: day, eventTime: '14:00' }, [1, 2, 3]),
    'eventDate',
    'plan',
    B.eventDatePast,
    B.eventDateTooFar,
  ],
  [
    'a reschedule',
    RescheduleBookingDto,
    (day) => ({ eventDate: day, eventTime: '14:00' }),
    'eventDate',
    'plan',
    B.eventDatePast,
    B.eventDateTooFar,
  ],
  [
    "an admin's move",
    MoveBookingDto,
    (day) => ({ eventDate: day }),
    'eventDate',
    'plan',
    D.past('The new date'),
    D.tooFar('The new date'),
  ],
  [
    'a blackout or time off',
    DayRangeDto,
    (day) => ({ firstDay: day, lastDay: LAST, reason: 'Holiday' }),
    'firstDay',
    'plan',
    D.past('The first day'),
    D.tooFar('The first day'),
  ],
  [
    'the end of a blackout or time off',
    DayRangeDto,
    (day) => ({ firstDay: TODAY, lastDay: day, reason: 'Holiday' }),
    'lastDay',
    'plan',
    M.lastDay,
    D.tooFar('The last day'),
  ],
  [
    'availability',
    AvailabilityQueryDto,
    (day) => ({ from: day, to: day, games: '3' }),
    'from',
    'look',
    D.tooOld('from'),
    D.tooFar('from'),
  ],
  [
    'the end of availability',
    AvailabilityQueryDto,
    (day) => ({ from: day, to: day, games: '3' }),
    'to',
    'look',
    D.tooOld('to'),
    D.tooFar('to'),
  ],
  [
    "the admin's calendar",
    CalendarQueryDto,
    (day) => ({ from: day, to: day }),
    'from',
    'look',
    D.tooOld('from'),
    D.tooFar('from'),
  ],
  [
    "the end of the admin's calendar",
    CalendarQueryDto,
    (day) => ({ from: day, to: day }),
    'to',
    'look',
    D.tooOld('to'),
    D.tooFar('to'),
  ],
  [
    "the admin's bookings filter and exports",
    AdminBookingsQueryDto,
    (day) => ({ from: day }),
    'from',
    'look',
    D.tooOld('from'),
    D.tooFar('from'),
  ],
  [
    "the end of the admin's bookings filter and exports",
    AdminBookingsQueryDto,
    (day) => ({ to: day }),
    'to',
    'look',
    D.tooOld('to'),
    D.tooFar('to'),
  ],
  [
    'a promo code',
    PromoCodeDto,
    (day) => ({ ...promo, startDate: day }),
    'startDate',
    'look',
    D.tooOld('Start date'),
    D.tooFar('Start date'),
  ],
  [
    "a promo code's end",
    PromoCodeDto,
    (day) => ({ ...promo, startDate: day, expiresAt: day }),
    'expiresAt',
    'look',
    D.tooOld('End date'),
    D.tooFar('End date'),
  ],
];

describe('every day a client sends, held to DAY_BOUNDS by the api’s pipe', () => {
  it.each(DAY_FIELDS)('%s', async (_, dto, body, field, window, before, after) => {
    const at = async (day: string) => (await pipeFields(dto, body(day), TODAY))[field];
    expect(await at(window === 'plan' ? TODAY : FIRST_LOOKED_UP)).toBeUndefined();
    expect(await at(LAST)).toBeUndefined();
    expect(await at(window === 'plan' ? '2026-03-01' : '2016-02-29')).toBe(before);
    expect(await at('0100-01-01')).toBe(before);
    expect(await at('2028-03-02')).toBe(after);
    expect(await at('9999-12-31')).toBe(after);
  });

  it('the day money was received: ten years back to today, not a day later', async () => {
    const at = async (day: string) =>
      (await pipeFields(RecordPaymentDto, { method: 'cash', amount: '10.00', receivedOn: day }, TODAY)).receivedOn;
    expect(await at(TODAY)).toBeUndefined();
    expect(await at(FIRST_LOOKED_UP)).toBeUndefined();
    expect(await at('2026-03-03')).toBe(O.receivedOnFuture);
    expect(await at('9999-12-31')).toBe(O.receivedOnFuture);
    expect(await at('2016-02-29')).toBe(O.receivedOnTooOld);
    expect(await at('1900-01-01')).toBe(O.receivedOnTooOld);
  });

  it('leaves the bounds to the server in a form nobody told what today is (a browser in another zone)', async () => {
    expect(await formFields(RescheduleBookingDto, { eventDate: '9999-12-31', eventTime: '14:00' })).toEqual({});
  });
});
