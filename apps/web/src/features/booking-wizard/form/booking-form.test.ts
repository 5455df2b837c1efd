import { describe, expect, it } from 'vitest';
import { TODAY, VALID_DRAFT } from '../testing/wizard.fixtures';
import { gamesMissing, isStepValid, stepOfField, type BookingFormValues } from './booking-form';
import { bookingErrors } from './booking-validation';

type Change = (v: BookingFormValues) => BookingFormValues;
const set =
  (patch: Partial<BookingFormValues>): Change =>
  (v) => ({ ...v, ...patch });
const setLocation =
  (patch: Partial<BookingFormValues['location']>): Change =>
  (v) => ({ ...v, location: { ...v.location, ...patch } });

/**
 * [step, what the parent left, the field, the message (docs/product/validation.md#validation)]: each keeps its own
 * step's Next closed.
 */
const REFUSED: [1 | 2 | 3, string, Change, string, string][] = [
  [1, 'two games', set({ selectedGames: [1, 2] }), 'selectedGames', 'Please select at least 3 games'],
  [1, 'a game twice', set({ selectedGames: [1, 1, 2] }), 'selectedGames', 'Each game can be selected once'],
  [2, 'no date', set({ eventDate: '' }), 'eventDate', 'Invalid date'],
  [2, "yesterday's date", set({ eventDate: '2026-03-01' }), 'eventDate', 'The event date cannot be in the past'],
  [
    2,
    'a day past 2 years',
    set({ eventDate: '2028-03-02' }),
    'eventDate',
    'Please choose a date within the next 2 years',
  ],
  [2, 'no start time', set({ eventTime: '' }), 'eventTime', 'Event time is required'],
  [2, '3 children', set({ guestCount: 3 }), 'guestCount', 'Number of children must be between 4 and 50'],
  [2, '51 children', set({ guestCount: 51 }), 'guestCount', 'Number of children must be between 4 and 50'],
  [
    2,
    'the number of children erased',
    set({ guestCount: Number.NaN }),
    'guestCount',
    'Number of children must be between 4 and 50',
  ],
  [2, 'no event type', set({ eventType: '' }), 'eventType', 'Event type is required'],
  [3, 'a one-letter parent name', set({ parentName: 'J' }), 'parentName', 'Parent name is required'],
  [3, 'half an email', set({ parentEmail: 'jamie@' }), 'parentEmail', 'Valid email is required'],
  [3, 'six digits of phone', set({ parentPhone: '555 12' }), 'parentPhone', 'Enter 10+ digits'],
  [3, 'no child name', set({ childName: '' }), 'childName', 'Child name is required'],
  [3, 'a child of 2', set({ childAge: 2 }), 'childAge', 'Child age must be between 3 and 18'],
  [3, 'a short street address', setLocation({ address: '12' }), 'location.address', 'Address is required'],
  [3, 'no city', setLocation({ city: '' }), 'location.city', 'City is required'],
  [3, 'no state', setLocation({ state: '' }), 'location.state', 'State is required'],
  [3, 'a short ZIP code', setLocation({ zipCode: '733' }), 'location.zipCode', 'ZIP code is required'],
  [
    3,
    'a short space description',
    setLocation({ spaceDetails: 'Lawn' }),
    'location.spaceDetails',
    'Please describe the space',
  ],
  [
    3,
    'a theme over 100 characters',
    set({ eventTheme: 'x'.repeat(101) }),
    'eventTheme',
    'Must be at most 100 characters',
  ],
  [
    3,
    'special requests over 2000 characters',
    set({ specialRequests: 'x'.repeat(2001) }),
    'specialRequests',
    'Must be at most 2000 characters',
  ],
];

describe('step gating (docs/product/validation.md#validation): which answers let Next through on each step', () => {
  it('lets every step through with a complete draft, the optional theme and special requests left blank', () => {
    const errors = bookingErrors(VALID_DRAFT, TODAY);
    expect(errors).toEqual({});
    for (const step of [1, 2, 3, 4, 5] as const) expect(isStepValid(step, errors)).toBe(true);
  });

  it.each(REFUSED)('step %i refuses %s', (step, _what, change, field, message) => {
    const errors = bookingErrors(change(VALID_DRAFT), TODAY);
    expect(errors).toEqual({ [field]: message });
    expect(isStepValid(step, errors)).toBe(false);
    // The steps before it, and the ones after it, are not held up by another step's field.
    for (const other of ([1, 2, 3] as const).filter((s) => s !== step)) expect(isStepValid(other, errors)).toBe(true);
    // Review submits only a booking with no message anywhere.
    expect(isStepValid(4, errors)).toBe(false);
  });

  it("accepts today, the business's today, as the event date, and the last day of the 2 years", () => {
    expect(bookingErrors({ ...VALID_DRAFT, eventDate: TODAY }, TODAY)).toEqual({});
    expect(bookingErrors({ ...VALID_DRAFT, eventDate: '2028-03-01' }, TODAY)).toEqual({});
  });

  it('counts the games still missing before step 1 opens', () => {
    expect([0, 1, 2, 3, 7].map(gamesMissing)).toEqual([3, 2, 1, 0, 0]);
  });

  it('takes the parent back to the step that holds a field the server refused', () => {
    expect(stepOfField('selectedGames')).toBe(1);
    expect(stepOfField('selectedGames.1')).toBe(1);
    expect(stepOfField('guestCount')).toBe(2);
    expect(stepOfField('location.zipCode')).toBe(3);
    expect(stepOfField('addOns.photography')).toBe(3);
  });
});
