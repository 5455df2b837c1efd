import type { Roster, RosterChild, RosterInvitation } from '@app/contracts';
import type { RosterChildEntity } from './entities/roster-child.entity';
import type { RosterEntity } from './entities/roster.entity';

const toRosterChild = (c: RosterChildEntity): RosterChild => ({
  id: c.id,
  firstName: c.firstName,
  shirtSize: c.shirtSize,
  notes: c.notes,
  age: c.age,
  photoConsent: c.photoConsent,
  attending: c.attending,
  source: c.source,
});

export const attendingCount = (children: { attending?: boolean }[]): number =>
  children.filter((c) => c.attending !== false).length;

export function toInvitation(
  roster: RosterEntity | null,
  url: (id: string) => string,
  hostChildName: string,
): RosterInvitation | null {
  if (!roster?.invitationId || !roster.invitationCreatedAt) return null;
  return {
    url: url(roster.invitationId),
    hostChildName,
    shareAddress: roster.invitationSharesAddress,
    message: roster.invitationMessage,
    createdAt: roster.invitationCreatedAt.toISOString(),
  };
}

export interface RosterFacts {
  bookingId: string;
  /** The guest of honour's first name, as the invitation names the party. */
  hostChildName: string;
  childrenBooked: number;
  roster: RosterEntity | null;
  children: RosterChildEntity[];
  locksAt: Date;
  locked: boolean;
  editable: boolean;
  certificatesReady: boolean;
}

export const toRoster = (f: RosterFacts, url: (id: string) => string): Roster => ({
  bookingId: f.bookingId,
  childrenBooked: f.childrenBooked,
  children: f.children.map(toRosterChild),
  locksAt: f.locksAt.toISOString(),
  locked: f.locked,
  editable: f.editable,
  certificatesReady: f.certificatesReady,
  version: f.roster?.version ?? 0,
  invitation: toInvitation(f.roster, url, f.hostChildName),
});
