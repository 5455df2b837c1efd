import { describe, expect, it } from 'vitest';
import type { HostParty, PartyTeam } from '@app/contracts';
import { hostParty } from '@/testing/host-party.fixtures';
import { applyAction, projectParty } from './apply-action';
import type { HostAction, QueuedHostAction } from './host-actions';

const AT = '2026-12-12T20:10:00.000Z';
const queued = (action: HostAction, at = AT, partyId = 'b-1'): QueuedHostAction => ({
  id: crypto.randomUUID(),
  partyId,
  at,
  hostId: 'host-sam',
  deviceId: 'phone-1',
  action,
});
const TEAMS: PartyTeam[] = [
  { id: 't-red', name: 'Red Rockets', colour: 'red', childIds: ['c-2'] },
  { id: 't-blue', name: 'Blue Sharks', colour: 'blue', childIds: ['c-1'] },
];
const withTeams = (overrides: Partial<HostParty> = {}) => hostParty({ teams: TEAMS, ...overrides });

describe('the party as the phone shows it while actions wait (docs/product/party-day.md#offline)', () => {
  it('checks a child in and out, counting the arrived, and a second check-in changes nothing more', () => {
    const once = applyAction(hostParty(), queued({ kind: 'checkin', childId: 'c-1', arrived: true }));
    expect(once.children.find((c) => c.id === 'c-1')?.arrived).toBe(true);
    expect(once.arrivedCount).toBe(1);
    expect(applyAction(once, queued({ kind: 'checkin', childId: 'c-1', arrived: true }))).toEqual(once);
    expect(applyAction(once, queued({ kind: 'checkin', childId: 'c-1', arrived: false })).arrivedCount).toBe(0);
  });

  it("prices the children beyond the booked count from the party's table, offline as the server does", () => {
    const booked2 = hostParty({ guestCount: 2 });
    const both = [
      queued({ kind: 'checkin', childId: 'c-1', arrived: true }),
      queued({ kind: 'checkin', childId: 'c-2', arrived: true }),
    ];
    const full = both.reduce(applyAction, booked2);
    expect(full.extraChildren).toBeNull();
    const more = applyAction(full, queued({ kind: 'walk-in', childId: 'w-1', firstName: 'Zoe', age: 8 }));
    expect(more.extraChildren).toEqual({ count: 1, priceChange: '15.00', label: '1 more child: +$15.00' });
    expect(applyAction(more, queued({ kind: 'checkin', childId: 'w-1', arrived: false })).extraChildren).toBeNull();
  });

  it('adds a walk-in, arrived, under the id the phone made, once', () => {
    const walkIn = queued({ kind: 'walk-in', childId: 'w-1', firstName: 'Zoe', age: 8 });
    const party = applyAction(hostParty(), walkIn);
    expect(party.children.at(-1)).toEqual({
      id: 'w-1',
      firstName: 'Zoe',
      age: 8,
      shirtSize: null,
      notes: null,
      photoConsent: false,
      arrived: true,
      walkIn: true,
      waiver: 'not-needed',
      emergencyPhone: null,
      medicalNote: null,
    });
    expect(party.arrivedCount).toBe(1);
    expect(applyAction(party, walkIn)).toEqual(party);
  });

  it('makes this phone the scorer of a game taken over, and leaves who else scores to the server', () => {
    const sam = { gameId: '1', deviceId: 'other-phone', hostId: 'host-other', hostName: 'Sam' };
    const party = withTeams({ scorers: [sam] });
    const mine = { gameId: '1', deviceId: 'phone-1', hostId: 'host-sam', hostName: '' };
    expect(applyAction(party, queued({ kind: 'scorer', gameId: '1', takeOver: true })).scorers).toEqual([mine]);
    expect(applyAction(party, queued({ kind: 'scorer', gameId: '1', takeOver: false })).scorers).toEqual([sam]);
    const retaken = applyAction(party, queued({ kind: 'result', gameId: '1', winnerTeamId: 't-red', takeOver: true }));
    expect(retaken.scorers).toEqual([mine]);
    expect(retaken.results.map((r) => r.winnerTeamIds)).toEqual([['t-red']]);
  });

  it('lowers the balance due by a door payment, never below nothing', () => {
    const party = hostParty({ balanceDue: '150.00' });
    expect(applyAction(party, queued({ kind: 'payment', amount: '45.50' })).balanceDue).toBe('104.50');
    expect(applyAction(party, queued({ kind: 'payment', amount: '200.00' })).balanceDue).toBe('0.00');
  });

  it("sets the teams, keeping the results' part of the teams that stay", () => {
    const party = withTeams({
      results: [
        { gameId: '1', winnerTeamIds: ['t-red'], points: null, recordedAt: AT, correctedByAdmin: false },
        { gameId: '2', winnerTeamIds: ['t-blue'], points: null, recordedAt: AT, correctedByAdmin: false },
      ],
    });
    const teams = [TEAMS[0], { id: 't-green', name: 'Green Geckos', colour: 'green' as const, childIds: ['c-1'] }];
    const after = applyAction(party, queued({ kind: 'teams', teams }));
    expect(after.teams).toEqual(teams);
    expect(after.results.map((r) => r.gameId)).toEqual(['1']);
  });

  it('records a result by the shared rules (the most points win, a tie names each); the later change wins', () => {
    const points = [
      { teamId: 't-red', points: 5 },
      { teamId: 't-blue', points: 5 },
    ];
    const party = applyAction(withTeams(), queued({ kind: 'result', gameId: '1', points }));
    expect(party.results).toEqual([
      { gameId: '1', winnerTeamIds: ['t-red', 't-blue'], points, recordedAt: AT, correctedByAdmin: false },
    ]);
    const later = applyAction(
      party,
      queued({ kind: 'result', gameId: '1', winnerTeamId: 't-blue' }, '2026-12-12T20:20:00.000Z'),
    );
    expect(later.results).toEqual([expect.objectContaining({ gameId: '1', winnerTeamIds: ['t-blue'], points: null })]);
    // Made earlier than the result kept (an admin's correction, say): the kept one stands.
    expect(applyAction(later, queued({ kind: 'result', gameId: '1', winnerTeamId: 't-red' }))).toEqual(later);
  });

  it('locks the results once finished, keeping the first time they were', () => {
    const party = applyAction(withTeams(), queued({ kind: 'finish-results' }));
    expect(party.resultsFinalAt).toBe(AT);
    expect(applyAction(party, queued({ kind: 'finish-results' }, '2026-12-12T21:00:00.000Z')).resultsFinalAt).toBe(AT);
  });

  it('changes no team, scorer, result or award once the results are final or the party completed, as the server', () => {
    const swapped = TEAMS.map((t, i) => ({ ...t, childIds: TEAMS[1 - i].childIds }));
    const changes: HostAction[] = [
      { kind: 'teams', teams: swapped },
      { kind: 'scorer', gameId: '1', takeOver: true },
      { kind: 'result', gameId: '1', winnerTeamId: 't-blue' },
      { kind: 'awards', special: [{ childId: 'c-2', title: 'Best Team Spirit' }], championTeamId: 't-blue' },
    ];
    const finished = applyAction(withTeams(), queued({ kind: 'finish-results' }));
    const completed = applyAction(withTeams(), queued({ kind: 'complete' }));
    for (const party of [finished, completed]) {
      for (const action of changes) expect(applyAction(party, queued(action))).toEqual(party);
    }
    expect(applyAction(withTeams(), queued(changes[0])).teams).toEqual(swapped);
  });

  it('sets the awards, and completes the party', () => {
    const special = [{ childId: 'c-1', title: 'Best Team Spirit' }];
    const party = applyAction(withTeams(), queued({ kind: 'awards', special, championTeamId: 't-red' }));
    expect(party.awards).toEqual({ championTeamId: 't-red', special });
    expect(applyAction(party, queued({ kind: 'complete' })).status).toBe('completed');
  });

  it("does the party's own waiting actions in order, no other party's", () => {
    const party = projectParty(hostParty(), [
      queued({ kind: 'checkin', childId: 'c-1', arrived: true }),
      queued({ kind: 'checkin', childId: 'c-2', arrived: true }, AT, 'b-2'),
      queued({ kind: 'checkin', childId: 'c-1', arrived: false }),
      queued({ kind: 'checkin', childId: 'c-2', arrived: true }),
    ]);
    expect(party.children.map((c) => [c.id, c.arrived])).toEqual([
      ['c-2', true],
      ['c-1', false],
    ]);
    expect(party.arrivedCount).toBe(1);
  });
});
