import { cleanText, SHIRT_SIZES, type Roster, type RosterChild, type ShirtSize } from '@app/contracts';

/**
 * One row of the host's list as the form holds it (`childId`: the server's id, absent for a row not saved yet;
 * `localId`: the row's own id in this page, so a row keeps its place and focus while saves come back).
 */
export interface RosterRow {
  localId: string;
  childId?: string;
  firstName: string;
  shirtSize: ShirtSize | '';
  notes: string;
  age: AgeInput;
  photoConsent: boolean;
  attending: boolean;
  /** A family added the child through the invitation link: the row is marked, and "Remove family entries" takes it. */
  addedThroughInvitation: boolean;
}

/**
 * An age field as a form holds it (ageFromInput): a number once one is typed, null while empty ("not given", never 0),
 * or the text typed when it is no whole number, so the DTO's message names it rather than the field reading as empty.
 */
export type AgeInput = number | string | null;

/** An age field's text as the form keeps it (react-hook-form's setValueAs), in the host's rows and a family's form. */
export const ageFromInput = (value: unknown): AgeInput => {
  if (typeof value !== 'string') return (value as AgeInput | undefined) ?? null;
  const text = cleanText(value);
  if (!text) return null;
  return /^\d{1,3}$/.test(text) ? Number(text) : text;
};

export interface RosterFormValues {
  children: RosterRow[];
  version: number;
}

/** Whether a family added the child through the invitation link (the read's `source` says who added a row). */
export const addedByFamily = (child: Pick<RosterChild, 'source'>): boolean => child.source === 'family';

export const emptyRow = (): RosterRow => ({
  localId: crypto.randomUUID(),
  firstName: '',
  shirtSize: '',
  notes: '',
  age: null,
  photoConsent: false,
  attending: true,
  addedThroughInvitation: false,
});

const rowOf = (child: RosterChild): RosterRow => ({
  localId: child.id,
  childId: child.id,
  firstName: child.firstName,
  shirtSize: child.shirtSize ?? '',
  notes: child.notes ?? '',
  age: child.age ?? null,
  photoConsent: child.photoConsent,
  attending: child.attending,
  addedThroughInvitation: addedByFamily(child),
});

export const formOf = (roster: Roster): RosterFormValues => ({
  children: roster.children.map(rowOf),
  version: roster.version,
});

/** A row just added and still empty: not a child yet, so it is neither checked nor saved. */
export const isDraft = (row: RosterRow): boolean =>
  !row.childId && !row.firstName.trim() && !row.shirtSize && !row.notes.trim() && row.age === null;

/**
 * The PUT's list: each row's fields as PutRosterDto names them, its text cleaned as the server keeps it, so the list a
 * save answers reads back equal to what was sent (an unchanged list is not saved again).
 */
export const entriesOf = (rows: RosterRow[]) =>
  rows.map(({ childId, firstName, shirtSize, notes, age, photoConsent, attending }) => ({
    ...(childId ? { id: childId } : {}),
    firstName: cleanText(firstName),
    shirtSize: shirtSize || null,
    notes: cleanText(notes) || null,
    age,
    photoConsent,
    attending,
  }));

/** The server's list as the PUT would send it: what the page compares its rows with to know whether to save. */
export const savedEntriesOf = (roster: Roster) => JSON.stringify(entriesOf(roster.children.map(rowOf)));

/** How the form takes a list the server answered, without touching a row the host is typing in. */
export interface ListPatch {
  /** Rows this save added, by index, with the id the server gave them. */
  ids: { index: number; childId: string }[];
  /** Rows (by index) no longer on the list (the families' entries the host removed elsewhere). */
  dropped: number[];
  /** Rows added since the host last read the list (families' answers, another tab's), appended. */
  joined: RosterRow[];
  version: number;
  /** Every id the host has now seen: a seen row missing from the form is one the host removed. */
  seen: Set<string>;
}

/**
 * The list `now` laid under what the host has typed: a row the host still has keeps the host's values; a row the host
 * removed stays removed; a row someone else added since joins; the rows the save in `sentNew` (their localIds, in the
 * order sent) added take their new ids. Nothing typed is lost, whatever the host typed while the request was away.
 */
export function takeList(
  now: Roster,
  typed: RosterRow[],
  seen: ReadonlySet<string>,
  sentNew: readonly string[] = [],
): ListPatch {
  const fresh = now.children.filter((child) => !seen.has(child.id));
  // A save's new rows come back in the order sent, after no other new host row (another host-side change would
  // have refused the save); a family's row never comes from a save.
  const made = fresh.filter((child) => !addedByFamily(child)).slice(0, sentNew.length);
  const idOf = new Map(sentNew.map((localId, i) => [localId, made[i]?.id]));
  const madeIds = new Set(made.map((child) => child.id));
  const present = new Set(now.children.map((child) => child.id));
  return {
    ids: typed.flatMap((row, index) => {
      const childId = row.childId ? undefined : idOf.get(row.localId);
      return childId ? [{ index, childId }] : [];
    }),
    dropped: typed.flatMap((row, index) => (row.childId && !present.has(row.childId) ? [index] : [])),
    joined: fresh.filter((child) => !madeIds.has(child.id)).map(rowOf),
    version: now.version,
    seen: new Set([...seen, ...present]),
  };
}

/** The rows of children coming (a draft is no child yet). */
export const comingRows = (rows: RosterRow[]) => rows.filter((row) => row.attending && !isDraft(row));

export const sizesMissing = (rows: RosterRow[]) => comingRows(rows).filter((row) => !row.shirtSize).length;

/** The children coming by shirt size, in SHIRT_SIZES order, sizes no one wears left out. */
export const sizeCounts = (rows: RosterRow[]) =>
  SHIRT_SIZES.map(({ code, label }) => ({
    code,
    label,
    count: comingRows(rows).filter((row) => row.shirtSize === code).length,
  })).filter(({ count }) => count > 0);
