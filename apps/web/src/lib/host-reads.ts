import type { User } from '@app/contracts';

/** The service worker's cache of the host app's reads: the host's parties, each party, the site (vite.config.mts). */
export const HOST_READS_CACHE = 'host-reads';

/**
 * The reads that cache keeps, network first. Never the session: who is signed in is the server's answer alone, so a
 * session that ended (expired, the host deactivated) is never taken for a live one from the phone's store.
 */
export const HOST_READS_PATTERN = /\/api\/(host\/parties(\/[^/?]+)?|site)(\?|$)/;

/**
 * Whose the kept reads are: the host the server last said was signed in, and when their session ends unless used
 * (null until a session read has said).
 */
interface PhoneHost {
  user: User;
  sessionEndsAt: string | null;
}

const KEY = 'host-reads-owner';
/** Where the phone's host is kept when the browser refuses storage (private mode, quota): this page only. */
let unstored: PhoneHost | null = null;
const listeners = new Set<() => void>();

/** Read afresh each time: another tab of the same browser may have signed someone else in. */
function stored(): PhoneHost | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null') as PhoneHost | null;
  } catch {
    return unstored;
  }
}

function store(host: PhoneHost | null): void {
  const changed = stored()?.user.id !== host?.user.id;
  unstored = host;
  try {
    if (host) localStorage.setItem(KEY, JSON.stringify(host));
    else localStorage.removeItem(KEY);
  } catch {
    // Refused: `unstored` holds it for this page; the next one reads the session again.
  }
  if (changed) for (const listener of listeners) listener();
}

/**
 * Forgets the host app's kept reads (the parties, their children, notes and the parents' phones) and whose they
 * were, so whoever uses the phone next reads none of them without a signal (docs/product/party-day.md#offline):
 * on signing out, on any 401 from the api, when someone else signs in, and past the session's end.
 */
export async function forgetHostReads(): Promise<void> {
  store(null);
  await deleteKeptReads();
}

async function deleteKeptReads(): Promise<void> {
  if ('caches' in window) await caches.delete(HOST_READS_CACHE);
}

/**
 * The server said who is signed in (its session read, a sign-in): the reads kept for anyone else go, and a host
 * becomes the phone's host, whose reads the phone keeps until `sessionEndsAt` (a sign-in does not say it: the session
 * read that follows does).
 */
export async function sessionAnswered(user: User | null, sessionEndsAt: string | null): Promise<void> {
  const someoneElse = !user || user.id !== stored()?.user.id;
  // Who the phone keeps things for changes at once; the kept reads go after (a later answer may already be here).
  store(user?.role === 'host' ? { user, sessionEndsAt } : null);
  if (someoneElse) await deleteKeptReads();
}

/**
 * The phone's host: whose kept reads these are and whose outbox goes out (features/host/outbox). The server decides
 * whether they are still signed in; this only says who the phone is keeping things for.
 */
export const phoneHost = (): User | null => stored()?.user ?? null;

/**
 * The host the app lets in when the session read gets no answer (no signal): the phone's host, until their session's
 * end. Past it, or with no host kept, the kept reads are forgotten and nobody is let in.
 */
export async function hostWithoutSignal(now = Date.now()): Promise<User | null> {
  const kept = stored();
  if (kept?.sessionEndsAt && Date.parse(kept.sessionEndsAt) > now) return kept.user;
  await forgetHostReads();
  return null;
}

/** Told when the phone's host changes (another signs in, or the kept reads are forgotten). */
export function onPhoneHostChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
