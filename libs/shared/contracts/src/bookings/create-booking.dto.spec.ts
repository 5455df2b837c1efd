import { bothWays, pipeValue } from '@app/testing';
import { BOOKING_MESSAGES as M } from './booking-form.contract';
import { CreateBookingDto } from './create-booking.dto';

const VALID_BOOKING = {
  parentName: 'Jamie Rivera',
  parentEmail: 'jamie@example.com',
  parentPhone: '(555) 123-4567',
  childName: 'Alex',
  childAge: 8,
  eventDate: '2031-06-14',
  eventTime: '14:00',
  selectedGames: [1, 2, 'custom-7'],
  guestCount: 10,
  eventType: 'birthday',
  location: {
    address: '12 Oak Street',
    city: 'Austin',
    state: 'tx',
    zipCode: '78701',
    spaceDetails: 'Big back yard with grass',
  },
  addOns: { photography: true },
};
const check = (input: object) => bothWays(CreateBookingDto, input);

describe('CreateBookingDto (docs/product/validation.md#validation booking form), as the API and the wizard run it', () => {
  it('accepts a complete booking: phone digits only, state upper-cased, blank optional texts absent', async () => {
    expect(await check(VALID_BOOKING)).toEqual({ api: {}, form: {} });
    const value = await pipeValue(CreateBookingDto, { ...VALID_BOOKING, eventTheme: '  ', specialRequests: '' });
    expect(value).toMatchObject({ parentPhone: '5551234567', location: { state: 'TX' } });
    expect(value).toMatchObject({ eventTheme: undefined, specialRequests: undefined });
  });

  it('gives every docs/product/validation.md#validation message for an empty form, nested location included', async () => {
    const fields = {
      parentName: M.parentName,
      parentEmail: M.parentEmail,
      parentPhone: M.parentPhone,
      childName: M.childName,
      childAge: M.childAge,
      eventDate: M.eventDate,
      eventTime: M.eventTime,
      selectedGames: M.selectedGames,
      guestCount: M.guestCount,
      eventType: M.eventType,
      'location.address': M.address,
      'location.city': M.city,
      'location.state': M.state,
      'location.zipCode': M.zipCode,
      'location.spaceDetails': M.spaceDetails,
    };
    const empty = {
      parentName: '',
      parentEmail: '',
      parentPhone: '',
      childName: '',
      childAge: '',
      eventDate: '',
      eventTime: '',
      selectedGames: [],
      guestCount: '',
      eventType: '',
      location: { address: '', city: '', state: '', zipCode: '', spaceDetails: '' },
    };
    expect(await check(empty)).toEqual({ api: fields, form: fields });
  });

  it.each([
    ['a phone with 9 digits', { parentPhone: '555-123-456' }, { parentPhone: M.parentPhone }],
    ['two games', { selectedGames: [1, 2] }, { selectedGames: M.selectedGames }],
    ['a game that is no id', { selectedGames: [1, 2, 'chess'] }, { selectedGames: M.gameUnknown }],
    ['the same game twice', { selectedGames: [1, 2, 2] }, { selectedGames: M.gamesDuplicate }],
    ['3 children', { guestCount: 3 }, { guestCount: M.guestCount }],
    ['51 children', { guestCount: 51 }, { guestCount: M.guestCount }],
    ['a child of 2', { childAge: 2 }, { childAge: M.childAge }],
    ['30 February', { eventDate: '2031-02-30' }, { eventDate: M.eventDate }],
    ['a time off the list', { eventTime: '08:45' }, { eventTime: M.eventTime }],
    ['an unknown event type', { eventType: 'wedding' }, { eventType: M.eventType }],
    [
      'a short space description',
      { location: { ...VALID_BOOKING.location, spaceDetails: 'yard' } },
      { 'location.spaceDetails': M.spaceDetails },
    ],
    ['an add-on that is not a boolean', { addOns: { photography: 'yes' } }, { 'addOns.photography': M.addOn }],
    ['a total without cents', { totalPrice: '400' }, { totalPrice: M.price }],
  ])('%s', async (_, change, fields) => {
    expect(await check({ ...VALID_BOOKING, ...change })).toEqual({ api: fields, form: fields });
  });
});
