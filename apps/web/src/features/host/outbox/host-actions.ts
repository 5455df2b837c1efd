import type { PartyTeam, PhoneWaiverSignatureRequest, SpecialAward, TeamPoints } from '@app/contracts';

/**
 * What a host does at the party, as the phone keeps it (docs/product/party-day.md#offline): each action is one small
 * idempotent request, made with an id (its Idempotency-Key) and the time it happened on the phone.
 */
export type HostAction =
  | { kind: 'checkin'; childId: string; arrived: boolean }
  /** `childId` is made on the phone, so teams and awards can name the walk-in before the server has seen them. */
  | { kind: 'walk-in'; childId: string; firstName: string; age: number; waiver?: PhoneWaiverSignatureRequest }
  /** A listed child's parent signs the waiver on the phone (docs/product/waivers.md#at-the-door). */
  | { kind: 'waiver'; childId: string; signature: PhoneWaiverSignatureRequest }
  | { kind: 'payment'; amount: string }
  | { kind: 'teams'; teams: PartyTeam[] }
  | { kind: 'scorer'; gameId: string; takeOver: boolean }
  | { kind: 'result'; gameId: string; winnerTeamId?: string; points?: TeamPoints[]; takeOver?: boolean }
  | { kind: 'finish-results' }
  | { kind: 'awards'; special: SpecialAward[]; championTeamId?: string | null }
  | { kind: 'complete' };

export type ResultAction = Extract<HostAction, { kind: 'result' }>;

/** One action as the outbox holds it until the server answers. */
export interface QueuedHostAction {
  /** A UUID made on the phone: the request's Idempotency-Key, so a resend is done once. */
  id: string;
  /**
   * The host who did it (their account's id): only they send it, never another account signed in on the phone
   * (docs/product/party-day.md#offline). Absent on actions kept before actions named their host.
   */
  hostId?: string;
  partyId: string;
  /** ISO instant it happened on the phone (the request's `at`). */
  at: string;
  /** The phone's own id: who scores a game. */
  deviceId: string;
  action: HostAction;
}

export interface HostRequest {
  method: 'PUT' | 'POST';
  path: string;
  body: Record<string, unknown>;
}

/** The request an action becomes (docs/product/api.md#host-calls). */
export function requestOf({ partyId, at, deviceId, action }: QueuedHostAction): HostRequest {
  const party = `/api/host/parties/${encodeURIComponent(partyId)}`;
  switch (action.kind) {
    case 'checkin':
      return { method: 'PUT', path: `${party}/checkins/${action.childId}`, body: { arrived: action.arrived, at } };
    case 'walk-in':
      return {
        method: 'POST',
        path: `${party}/walk-ins`,
        body: { childId: action.childId, firstName: action.firstName, age: action.age, waiver: action.waiver, at },
      };
    case 'waiver':
      return { method: 'POST', path: `${party}/waivers`, body: { ...action.signature, childId: action.childId, at } };
    case 'payment':
      return { method: 'POST', path: `${party}/payments`, body: { amount: action.amount, at } };
    case 'teams':
      return { method: 'PUT', path: `${party}/teams`, body: { teams: action.teams, at } };
    case 'scorer':
      return {
        method: 'PUT',
        path: `${party}/scorers/${action.gameId}`,
        body: { deviceId, takeOver: action.takeOver, at },
      };
    case 'result': {
      const { winnerTeamId, points, takeOver } = action;
      return {
        method: 'PUT',
        path: `${party}/results/${action.gameId}`,
        body: { winnerTeamId, points, takeOver, deviceId, at },
      };
    }
    case 'finish-results':
      return { method: 'POST', path: `${party}/finish-results`, body: { at } };
    case 'awards':
      return {
        method: 'PUT',
        path: `${party}/awards`,
        body: { special: action.special, championTeamId: action.championTeamId, at },
      };
    case 'complete':
      return { method: 'POST', path: `${party}/complete`, body: { at } };
  }
}
