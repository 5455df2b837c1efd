import {
  arrivalAllowed,
  extraChildrenAt,
  resultsAreFinal,
  winnersOf,
  type HostParty,
  type HostPartyChild,
  type PartyGameResult,
  type PartyTeam,
  type WaiverState,
} from '@app/contracts';
import { balanceDue, centsToDollars, dollarsToCents } from '@app/pricing';
import type { QueuedHostAction } from './host-actions';

/** The children changed: the count arrived, and what more children than booked add, from the party's price table. */
function withChildren(party: HostParty, children: HostPartyChild[]): HostParty {
  const arrivedCount = children.filter((child) => child.arrived).length;
  return { ...party, children, arrivedCount, extraChildren: extraChildrenAt(party, arrivedCount) };
}

/** A new split keeps each result's part for the teams that stay, as the server does. */
function resultsOfTeams(results: PartyGameResult[], teams: PartyTeam[]): PartyGameResult[] {
  const stays = (teamId: string) => teams.some((team) => team.id === teamId);
  return results
    .map((result) => ({
      ...result,
      winnerTeamIds: result.winnerTeamIds.filter(stays),
      points: result.points?.filter((p) => stays(p.teamId)) ?? null,
    }))
    .filter((result) => result.winnerTeamIds.length > 0);
}

/** This phone scores the game now; its host's name is never shown on it, so the server's answer brings it. */
const scoredHere = (party: HostParty, gameId: string, { deviceId, hostId }: QueuedHostAction): HostParty => ({
  ...party,
  scorers: [
    ...party.scorers.filter((s) => s.gameId !== gameId),
    { gameId, deviceId, hostId: hostId ?? null, hostName: '' },
  ],
});

/**
 * The party as it stands once one waiting action is done (docs/product/party-day.md#offline): what the phone shows
 * while the action waits to be sent, by the same rules as the server's (libs/shared/contracts' party-day rules). An action
 * the server would refuse changes nothing here (teams, a scorer, a result or awards once the results are final, an
 * earlier result than the one kept), and doing one twice changes nothing more, except a payment, which leaves the
 * outbox with its answer.
 */
export function applyAction(party: HostParty, queued: QueuedHostAction): HostParty {
  const { kind } = queued.action;
  const final = kind === 'teams' || kind === 'scorer' || kind === 'result' || kind === 'awards';
  return final && resultsAreFinal(party) ? party : applied(party, queued);
}

/** A child the server would refuse to check in: no signed waiver, and the business does not let them in without. */
const arrivalRefused = (party: HostParty, childId: string): boolean => {
  const child = party.children.find((c) => c.id === childId);
  return child !== undefined && !arrivalAllowed(child.waiver, party.waivers).allowed;
};

/** A walk-in's waiver state: signed with the walk-in, missing without, not needed while waivers are off. */
const walkInWaiver = (party: HostParty, signed: boolean): WaiverState =>
  !party.waivers.required ? 'not-needed' : signed ? 'signed' : 'missing';

function applied(party: HostParty, queued: QueuedHostAction): HostParty {
  const { action, at } = queued;
  switch (action.kind) {
    case 'checkin':
      if (action.arrived && arrivalRefused(party, action.childId)) return party;
      return withChildren(
        party,
        party.children.map((child) => (child.id === action.childId ? { ...child, arrived: action.arrived } : child)),
      );
    case 'waiver':
      return {
        ...party,
        children: party.children.map((child) =>
          child.id === action.childId && child.waiver === 'missing' ? { ...child, waiver: 'signed' } : child,
        ),
      };
    case 'walk-in': {
      if (party.children.some((child) => child.id === action.childId)) return party;
      const walkIn: HostPartyChild = {
        id: action.childId,
        firstName: action.firstName,
        age: action.age,
        shirtSize: null,
        notes: null,
        photoConsent: false,
        arrived: true,
        walkIn: true,
        waiver: walkInWaiver(party, action.waiver !== undefined),
        emergencyPhone: null,
        medicalNote: null,
      };
      return withChildren(party, [...party.children, walkIn]);
    }
    case 'payment': {
      const due = dollarsToCents(party.balanceDue) ?? 0;
      const left = balanceDue(due, dollarsToCents(action.amount) ?? 0);
      const paid = (dollarsToCents(party.amountPaid) ?? 0) + due - left;
      return { ...party, amountPaid: centsToDollars(paid), balanceDue: centsToDollars(left) };
    }
    case 'teams':
      return { ...party, teams: action.teams, results: resultsOfTeams(party.results, action.teams) };
    case 'scorer':
      // Who else scores a game, and their name, only the server knows; a game taken over is this phone's.
      return action.takeOver ? scoredHere(party, action.gameId, queued) : party;
    case 'result': {
      const kept = party.results.find((result) => result.gameId === action.gameId);
      if (kept && kept.recordedAt > at) return party;
      const scored = action.takeOver ? scoredHere(party, action.gameId, queued) : party;
      const result: PartyGameResult = {
        gameId: action.gameId,
        winnerTeamIds: winnersOf(action),
        points: action.winnerTeamId ? null : (action.points ?? null),
        recordedAt: at,
        correctedByAdmin: false,
      };
      return { ...scored, results: [...party.results.filter((r) => r.gameId !== action.gameId), result] };
    }
    case 'finish-results':
      return { ...party, resultsFinalAt: party.resultsFinalAt ?? at };
    case 'awards':
      return { ...party, awards: { championTeamId: action.championTeamId ?? null, special: action.special } };
    case 'complete':
      return { ...party, status: 'completed' };
  }
}

/** The kept read with every waiting action done, in order. */
export const projectParty = (party: HostParty, waiting: readonly QueuedHostAction[]): HostParty =>
  waiting.filter((queued) => queued.partyId === party.bookingId).reduce(applyAction, party);
