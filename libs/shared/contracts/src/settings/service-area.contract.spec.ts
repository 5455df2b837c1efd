import { unservedField, type ServedPlaces } from './service-area.contract';

const austin: ServedPlaces = { states: ['TX'], zipPrefixes: ['733', '786', '787'] };

describe('unservedField', () => {
  it.each([
    ['an Austin ZIP', 'TX', '78701'],
    ["Austin's 733 ZIP", 'TX', '73301'],
    ['Round Rock (786)', 'TX', '78664'],
    ['a ZIP+4', 'TX', '78701-1234'],
    ['a ZIP typed with spaces around it', 'TX', ' 78701 '],
  ])('serves %s', (_, state, zipCode) => {
    expect(unservedField(austin, { state, zipCode })).toBeUndefined();
  });

  it.each([
    ['Anchorage, AK', 'AK', '99501', 'state'],
    ['Honolulu, HI', 'HI', '96813', 'state'],
    ['a served ZIP under another state', 'OK', '78701', 'state'],
    ['Dallas, TX (752)', 'TX', '75201', 'zipCode'],
    ['a ZIP that only contains a prefix later on', 'TX', '17870', 'zipCode'],
  ])('refuses %s at its %s', (_, state, zipCode, field) => {
    expect(unservedField(austin, { state, zipCode })).toBe(field);
  });

  it('serves every ZIP of a served state when no prefixes are set', () => {
    const texas: ServedPlaces = { states: ['TX'], zipPrefixes: [] };
    expect(unservedField(texas, { state: 'TX', zipCode: '75201' })).toBeUndefined();
    expect(unservedField(texas, { state: 'AK', zipCode: '99501' })).toBe('state');
  });
});
