import { naturalList } from './list.words';

describe('naturalList', () => {
  it('joins with commas and the last with its conjunction', () => {
    expect(naturalList([])).toBe('');
    expect(naturalList(['Ava'], 'or')).toBe('Ava');
    expect(naturalList(['Ava', 'Oscar'], 'or')).toBe('Ava or Oscar');
    expect(naturalList(['Ava', 'Oscar', 'Lily'], 'or')).toBe('Ava, Oscar or Lily');
    expect(naturalList(['A', 'B', 'C'])).toBe('A, B and C');
  });
});
