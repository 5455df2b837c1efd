import { describe, expect, it } from 'vitest';
import { pricedGameCount } from './priced-games';

const GRAND = { name: 'Grand Championship', gamesIncluded: 6 };

describe('pricedGameCount', () => {
  it('prices the smallest package until three games are picked', () => {
    expect([0, 2, 3, 4].map((n) => pricedGameCount(n, null))).toEqual([3, 3, 3, 4]);
  });

  it('starts from the chosen package, then follows the games picked once they can be booked', () => {
    expect([0, 2, 3, 7].map((n) => pricedGameCount(n, GRAND))).toEqual([6, 6, 3, 7]);
  });
});
