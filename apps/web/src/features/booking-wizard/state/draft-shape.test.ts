import { describe, expect, it } from 'vitest';
import { count, flag, listOf, oneOf, orNull, record, text } from './draft-shape';

describe('what a draft part accepts', () => {
  const contact = record<{ name: string; age: number | null; ok: boolean }>({
    name: text,
    age: orNull(count),
    ok: flag,
  });

  it('a record: every field its check accepts, extra keys left alone', () => {
    expect(contact({ name: 'Sam', age: null, ok: true })).toBe(true);
    expect(contact({ name: 'Sam', age: 8, ok: false, later: 'field' })).toBe(true);
  });

  it('refuses a missing field, a field of another type, and what is not a record', () => {
    expect(contact({ name: 'Sam', ok: true })).toBe(false);
    expect(contact({ name: 'Sam', age: '8', ok: true })).toBe(false);
    expect(contact([])).toBe(false);
    expect(contact(null)).toBe(false);
  });

  it('one of a list of values, a list of checked items, a number that is one', () => {
    expect(oneOf([1, 2, 3])(3)).toBe(true);
    expect(oneOf([1, 2, 3])(4)).toBe(false);
    expect(listOf(count)([1, 2])).toBe(true);
    expect(listOf(count)([1, 'two'])).toBe(false);
    expect(count(Number.NaN)).toBe(false);
  });
});
