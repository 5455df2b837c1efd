import type { Roster, RosterChild, ShirtSize } from '@app/contracts';

/** One row of the host's list as the form holds it (`childId`: the server's id, absent for a row not saved yet). */
export interface RosterRow {
  childId?: string;
  firstName: string;
  shirtSize: ShirtSize | '';
  notes: string;
  photoConsent: boolean;
  attending: boolean;
  /** A family added the child through the invitation link: the row is marked, and "Remove family entries" takes it. */
  addedThroughInvitation: boolean;
}

export interface RosterFormValues {
  children: RosterRow[];
  version: number;
}

export const emptyRow = (): RosterRow => ({
  firstName: '',
  shirtSize: '',
  notes: '',
  photoConsent: false,
  attending: true,
  addedThroughInvitation: false,
});

const rowOf = (child: RosterChild): RosterRow => ({
  childId: child.id,
  firstName: child.firstName,
  shirtSize: child.shirtSize ?? '',
  notes: child.notes ?? '',
  photoConsent: child.photoConsent,
  attending: child.attending,
  addedThroughInvitation: child.addedThroughInvitation,
});

export const formOf = (roster: Roster): RosterFormValues => ({
  children: roster.children.map(rowOf),
  version: roster.version,
});

/** The PUT's list: each row's fields as PutRosterDto names them. */
export const entriesOf = (rows: RosterRow[]) =>
  rows.map(({ childId, firstName, shirtSize, notes, photoConsent, attending }) => ({
    ...(childId ? { id: childId } : {}),
    firstName,
    shirtSize: shirtSize || null,
    notes: notes || null,
    photoConsent,
    attending,
  }));

/**
 * After 409 ROSTER_CHANGED: the list as it is now, with what the host typed kept. A row the host still has keeps the
 * host's values; a row the host removed stays removed; a row someone else added since (a family's) joins; the host's
 * new rows come last. Nothing typed is lost, and the host checks it before saving again.
 */
export function mergeChanged(now: Roster, typed: RosterRow[], readIds: ReadonlySet<string>): RosterFormValues {
  const mine = new Map(typed.filter((row) => row.childId).map((row) => [row.childId, row]));
  const kept = now.children
    .filter((child) => mine.has(child.id) || !readIds.has(child.id))
    .map((child) => mine.get(child.id) ?? rowOf(child));
  return { children: [...kept, ...typed.filter((row) => !row.childId)], version: now.version };
}

export const sizesMissing = (rows: RosterRow[]) => rows.filter((row) => row.attending && !row.shirtSize).length;
