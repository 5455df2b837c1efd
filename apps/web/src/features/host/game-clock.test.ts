import { describe, expect, it } from 'vitest';
import { hostParty } from '@/testing/host-party.fixtures';
import { gameClock } from './game-clock';

/** Starts at 20:00Z with games of 20, 15 and 25 minutes. */
const party = hostParty();
const at = (time: string) => gameClock(party, new Date(`2026-12-12T${time}Z`));

describe('the games’ clock (docs/product/party-day.md#the-hosts-screens)', () => {
  it('counts down to the start, then runs the games back to back with their minutes', () => {
    expect(at('19:45:00')).toEqual({ state: 'before', minutes: 15 });
    expect(at('20:00:00')).toEqual({ state: 'on', index: 0, minutesIn: 0 });
    expect(at('20:19:59')).toEqual({ state: 'on', index: 0, minutesIn: 19 });
    expect(at('20:20:00')).toEqual({ state: 'on', index: 1, minutesIn: 0 });
    expect(at('20:59:00')).toEqual({ state: 'on', index: 2, minutesIn: 24 });
    expect(at('21:00:00')).toEqual({ state: 'over' });
  });
});
