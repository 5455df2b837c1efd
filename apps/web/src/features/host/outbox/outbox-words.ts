/** What the host reads about the phone's outbox (docs/product/party-day.md#offline). */
export const OUTBOX_WORDS = {
  waiting: (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting to be sent`,
  sending: 'Sending…',
  allSent: 'All changes sent',
  sendNow: 'Send now',
  /** Beside the count while the phone has no network. */
  offline: 'Offline',
  notSent: (message: string) => `Not sent: ${message}`,
  dismiss: 'Dismiss',
  notSentTitle: 'Changes the server refused',
  signedOut: 'You are signed out. Sign in again to send the changes kept on this phone.',
  signIn: 'Sign in',
} as const;
