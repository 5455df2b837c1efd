import { formatPhone } from './phone.words';

describe('formatPhone', () => {
  it.each([
    ['7735550199', '(773) 555-0199'],
    ['773-555-0199', '(773) 555-0199'],
    ['(773) 555 0199', '(773) 555-0199'],
    ['773.555.0199', '(773) 555-0199'],
  ])('writes the 10-digit US number %j as %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it.each(['+44 20 7946 0958', '17735550199', '773555019', '773-555-0199 ext 12', 'call me'])(
    'shows anything else as typed: %j',
    (typed) => {
      expect(formatPhone(typed)).toBe(typed);
    },
  );

  it('shows nothing for a missing number', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('')).toBe('');
  });
});
