import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('writes the event length in hours and minutes', () => {
    expect([formatDuration(90), formatDuration(105), formatDuration(60), formatDuration(45)]).toEqual([
      '1 h 30 min',
      '1 h 45 min',
      '1 h',
      '45 min',
    ]);
  });
});
