/**
 * "Is my date free?": the home page, /packages and the top of /booking show the month's free days for a package's
 * length and the chosen day's free start times before any game is picked; the time chosen travels into the wizard,
 * whose step 1 then names it, and the running price says whether it is still free. Its words, in one place (no imports: the
 * home page's chunk carries them; slotWords, in words/clock.words, loads with the wizard).
 */
export const DATE_CHECK_MESSAGES = {
  title: 'Is my date free?',
  intro: 'See the free days and start times before you pick your games.',
  open: 'Check a date',
  close: 'Hide the date check',
  packageLabel: 'Package',
  calendarLabel: 'Party date',
  chooseDay: 'Choose a day to see its free start times.',
  loading: 'Checking which times are free...',
  failed: 'We could not check which times are free.',
  noTimes: 'No free times that day',
  timesLabel: (day: string) => `Free start times on ${day}`,
  /** How long the party the times are for lasts: the package chosen, else the games counted. */
  length: (duration: string, party: { packageName?: string; games: number }) =>
    `${party.packageName ?? `A ${party.games}-game party`} lasts about ${duration}: each time leaves room for it.`,
  chosen: 'Your chosen date',
  stillFree: 'Still free',
  noLongerFree: 'No longer free: choose another time at step 2',
  /** The wizard's step 1 once a date and time are chosen: "(held)" only while the reservation holds the time. */
  yourDate: (slot: string, held: boolean) => `Your date: ${slot}${held ? ' (held)' : ''}`,
  change: 'Change date',
} as const;
