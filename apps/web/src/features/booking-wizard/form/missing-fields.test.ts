import { describe, expect, it } from 'vitest';
import { missingFieldsHint } from './missing-fields';

describe('missingFieldsHint', () => {
  it("names the step's fields that still have a message, in the order they are on screen", () => {
    const errors = { eventType: 'x', eventDate: 'x', parentName: 'x', 'location.zipCode': 'x' };
    expect(missingFieldsHint(2, errors)).toBe('Still needed: Event date, Event type.');
    expect(missingFieldsHint(3, errors)).toBe('Still needed: Parent name, ZIP code.');
  });

  it('says nothing when the step is complete', () => {
    expect(missingFieldsHint(2, { parentName: 'x' })).toBeUndefined();
  });
});
