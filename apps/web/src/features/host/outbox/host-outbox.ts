import type { HostParty } from '@app/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { onPhoneHostChange, phoneHost } from '@/lib/host-reads';
import { requestOf, type QueuedHostAction } from './host-actions';
import { openOutboxDb, type KeptAction, type OutboxDb } from './outbox-db';

export interface OutboxState {
  /**
   * The signed-in host's kept actions in the order they happened: those waiting, and those the server refused for
   * good. Another host's wait unseen until that host signs in on the phone again.
   */
  actions: KeptAction[];
  /** A request is on its way. */
  sending: boolean;
  /** No host is signed in on the phone (a 401 ended the session): what waits stays for its host's next sign-in. */
  signedOut: boolean;
}

type Delivery = { kind: 'sent'; party: HostParty } | { kind: 'refused'; message: string } | { kind: 'kept' };
type AnswerListener = (partyId: string, party: HostParty) => void;
type RefusalListener = (partyId: string) => void;

/**
 * The server's answer says it will never take this request as it is: a 4xx, except a time-out (408), too many
 * requests (429), an ended session (401: the host signs in again and it goes) and the 409 of the same key still
 * running (it says Retry-After). No answer or a 5xx may not have been processed, so the action is kept and sent again
 * with the same Idempotency-Key.
 */
function refusedForGood(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return false;
  if ([401, 408, 429].includes(error.status)) return false;
  return !(error.status === 409 && error.retryAfterSeconds !== null);
}

async function deliver(kept: KeptAction): Promise<Delivery> {
  const { method, path, body } = requestOf(kept);
  try {
    const response = await apiRequest(method, path, body, kept.id);
    return { kind: 'sent', party: (await response.json()) as HostParty };
  } catch (error) {
    if (!refusedForGood(error)) return { kind: 'kept' };
    return { kind: 'refused', message: readApiError(error).message ?? (error as ApiError).message };
  }
}

/**
 * The host's actions kept on the phone until the server answers them (docs/product/party-day.md#offline), as
 * pretix's offline scanner keeps its queue: each is stored in IndexedDB before anything is sent; they go one at a
 * time in the order they happened, each with its own id as the Idempotency-Key; one leaves the outbox only on the
 * server's 2xx (its answer is the party as it now stands) or on a refusal for good, which stays, with the server's
 * message, until the host dismisses it. No answer stops the round, so nothing overtakes what waits; the next round
 * starts when the app opens, when the browser is back online, or on "Send now".
 *
 * Each action is its host's: only the host who did it sends it, never another account signed in on the phone, and a
 * session that ended (a 401) keeps it for that host's next sign-in. The host's work of the day is not lost to an
 * expired session, nor done in someone else's name.
 */
export class HostOutbox {
  private db: Promise<OutboxDb> | undefined;
  private state: OutboxState = { actions: [], sending: false, signedOut: false };
  private loaded = false;
  private readonly listeners = new Set<() => void>();
  private readonly answerListeners = new Set<AnswerListener>();
  private readonly refusalListeners = new Set<RefusalListener>();
  private round: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly dbName: string,
    /** The host signed in on the phone (lib/host-reads.ts), whose actions this outbox shows and sends. */
    private readonly signedInHost: () => string | null = () => phoneHost()?.id ?? null,
  ) {}

  /** Another host signed in, or none is: the actions shown are theirs now, and theirs go. */
  async hostChanged(): Promise<void> {
    await this.refresh();
    void this.send();
  }

  /** For useSyncExternalStore: the first subscriber reads the kept actions. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (!this.loaded) void this.refresh();
    return () => this.listeners.delete(listener);
  };

  getState = (): OutboxState => this.state;

  /** The server's answer to each action sent: the party as it now stands. */
  onAnswer(listener: AnswerListener): () => void {
    this.answerListeners.add(listener);
    return () => this.answerListeners.delete(listener);
  }

  /**
   * The party an action was refused on: the kept read may be what made the phone try (another phone took the game,
   * the party was finished), so it is read again and the screen shows the server's truth.
   */
  onRefusal(listener: RefusalListener): () => void {
    this.refusalListeners.add(listener);
    return () => this.refusalListeners.delete(listener);
  }

  /** Keeps the action, last in the order; sending is `send`'s. */
  async add(action: QueuedHostAction): Promise<void> {
    const db = await this.open();
    await db.add('actions', { ...action, refused: null } as KeptAction);
    await this.refresh();
  }

  /** The host has read a refusal: it goes. */
  async dismiss(seq: number): Promise<void> {
    await (await this.open()).delete('actions', seq);
    await this.refresh();
  }

  /** Sends what waits, in order; one round at a time (a call during a round asks for one more after it). */
  send(): Promise<void> {
    if (this.round) {
      this.again = true;
      return this.round;
    }
    this.round = this.sendRound().finally(() => {
      this.round = undefined;
      if (this.again) {
        this.again = false;
        void this.send();
      }
    });
    return this.round;
  }

  /**
   * Reads the kept actions once per pass and sends them in order, not once or twice per action: a hundred actions
   * kept through a party without signal would read the whole store two hundred times on reconnect. A pass ends on its
   * last action or a change of host, and the next pass's read takes what was kept meanwhile and corrects what was shown.
   */
  private async sendRound(): Promise<void> {
    const db = await this.open();
    try {
      for (;;) {
        const waiting = (await this.refresh()).filter((kept) => kept.refused === null);
        if (!waiting.length) return;
        if (!this.state.sending) this.set({ sending: true });
        for (const next of waiting) {
          if (!this.mine(next)) break;
          const delivery = await deliver(next);
          if (delivery.kind === 'kept') return;
          if (delivery.kind === 'sent') {
            // The answer and the action's leaving in one step: the party shown never lacks what was done, nor has it
            // twice (a payment applied over an answer that holds it already).
            for (const listener of this.answerListeners) listener(next.partyId, delivery.party);
            this.set({ actions: this.state.actions.filter((kept) => kept.seq !== next.seq) });
            await db.delete('actions', next.seq);
          } else {
            await db.put('actions', { ...next, refused: delivery.message });
            await this.refresh();
            for (const listener of this.refusalListeners) listener(next.partyId);
          }
        }
      }
    } finally {
      if (this.state.sending) this.set({ sending: false });
    }
  }

  private open(): Promise<OutboxDb> {
    this.db ??= openOutboxDb(this.dbName);
    return this.db;
  }

  /** Shows the signed-in host's kept actions as the store has them, and answers them. */
  private async refresh(): Promise<KeptAction[]> {
    const actions = (await (await this.open()).getAll('actions')).filter((kept) => this.mine(kept));
    this.loaded = true;
    this.set({ actions, signedOut: this.signedInHost() === null });
    return actions;
  }

  /** An action kept before actions named their host goes with the first host to send, as it did when it was kept. */
  private mine(kept: KeptAction): boolean {
    const host = this.signedInHost();
    return host !== null && (kept.hostId ?? host) === host;
  }

  private set(change: Partial<OutboxState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}

/** The phone's one outbox, shared by every /host screen. */
export const hostOutbox = new HostOutbox('host-outbox');
onPhoneHostChange(() => void hostOutbox.hostChanged());
