/** The host's phone app as it reads (docs/product/hosts.md#the-hosts-phone-app): one place for its words. */
export const HOST_WORDS = {
  todayTitle: 'My parties',
  loading: 'Loading your parties…',
  loadingParty: 'Loading the party…',
  noParties: 'No parties today',
  noPartiesOn: 'No parties on this day',
  failed: 'Your parties could not be loaded. Check your connection and try again.',
  partyFailed: 'This party could not be loaded. Check your connection and try again.',
  notYours: 'This party is not yours or no longer exists.',
  backToToday: 'Back to my parties',
  tryAgain: 'Try again',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  today: 'Today',
  openParty: 'Open party',
  directions: 'Directions',
  callParent: 'Call the parent',
  arrive: 'Arrive by',
  starts: 'Starts',
  roster: 'Children coming',
  noChildren: 'No children on the list yet',
  note: 'Note',
  games: 'Games',
  addOns: 'Add-ons',
  specialRequests: 'Special requests',
  theme: 'Theme',
  package: 'Package',
  address: 'Address',
  parent: 'Parent',
} as const;

/** How far ahead the day picker goes: the host plans the coming two weeks, the admin's calendar shows the rest. */
export const HOST_DAYS_AHEAD = 13;
