import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { PHONE_HOST, SESSION_ENDS_AT } from '@/testing/host-party.fixtures';
import { api } from './api-client';
import {
  forgetHostReads,
  HOST_READS_CACHE,
  HOST_READS_PATTERN,
  hostWithoutSignal,
  onPhoneHostChange,
  phoneHost,
  sessionAnswered,
} from './host-reads';

const ALEX: User = { ...PHONE_HOST, id: 'host-alex', username: 'alex@example.com', firstName: 'Alex' };
const PARENT: User = { ...PHONE_HOST, id: 'parent-pat', username: 'pat@example.com', role: 'user' };

/** The service worker's caches as the page sees them: only whether the host's reads were deleted matters here. */
let deleted: string[];
beforeEach(async () => {
  await forgetHostReads();
  deleted = [];
  vi.stubGlobal('caches', { delete: vi.fn(async (name: string) => deleted.push(name) > 0) });
});

/** The host signed in on the phone, what was kept before them gone already. */
async function samSignedIn(sessionEndsAt: string | null = SESSION_ENDS_AT) {
  await sessionAnswered(PHONE_HOST, sessionEndsAt);
  deleted.length = 0;
}

describe("what the host's phone keeps, and when it forgets it (docs/product/party-day.md#offline)", () => {
  it('keeps the reads of the host the server says is signed in, across their session reads', async () => {
    await sessionAnswered(PHONE_HOST, SESSION_ENDS_AT);
    expect(phoneHost()).toEqual(PHONE_HOST);
    // What the phone kept for nobody in particular (before this release kept whose reads they were) goes.
    expect(deleted).toEqual([HOST_READS_CACHE]);
    deleted.length = 0;
    await sessionAnswered(PHONE_HOST, '2999-02-01T00:00:00.000Z');
    expect(deleted).toEqual([]);
    expect(await hostWithoutSignal(Date.parse('2999-01-15T00:00:00.000Z'))).toEqual(PHONE_HOST);
  });

  it('forgets them when another user signs in, a host or anyone else', async () => {
    await samSignedIn();
    await sessionAnswered(ALEX, SESSION_ENDS_AT);
    expect(deleted).toEqual([HOST_READS_CACHE]);
    expect(phoneHost()).toEqual(ALEX);

    await sessionAnswered(PARENT, SESSION_ENDS_AT);
    expect(deleted).toEqual([HOST_READS_CACHE, HOST_READS_CACHE]);
    expect(phoneHost()).toBeNull();
  });

  it('forgets them when the session read says nobody is signed in (expired, deactivated, signed out elsewhere)', async () => {
    await samSignedIn();
    await sessionAnswered(null, null);
    expect(deleted).toEqual([HOST_READS_CACHE]);
    expect(phoneHost()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('forgets them on any 401 from the api', async () => {
    await samSignedIn();
    stubApi({ 'GET /api/host/parties/b-1': { status: 401, body: { code: 'LOGIN_REQUIRED', message: 'Sign in' } } });
    await expect(api.get('/api/host/parties/b-1')).rejects.toMatchObject({ status: 401 });
    expect(deleted).toEqual([HOST_READS_CACHE]);
    expect(phoneHost()).toBeNull();
  });

  it('keeps them through other refusals and failures: a 403, a 404, a 500', async () => {
    await samSignedIn();
    for (const status of [403, 404, 500]) {
      stubApi({ 'GET /api/host/parties/b-1': { status, body: { message: 'No' } } });
      await expect(api.get('/api/host/parties/b-1')).rejects.toMatchObject({ status });
    }
    expect(deleted).toEqual([]);
    expect(phoneHost()).toEqual(PHONE_HOST);
  });

  it('lets the host in without a signal until their session ends, then forgets them', async () => {
    await samSignedIn('2026-12-12T20:00:00.000Z');
    expect(await hostWithoutSignal(Date.parse('2026-12-12T19:59:00.000Z'))).toEqual(PHONE_HOST);
    expect(await hostWithoutSignal(Date.parse('2026-12-12T20:00:00.000Z'))).toBeNull();
    expect(deleted).toEqual([HOST_READS_CACHE]);
    expect(phoneHost()).toBeNull();
  });

  it('lets nobody in without a signal before a session read has said when the session ends', async () => {
    // A sign-in answers the user, not the session's end.
    await sessionAnswered(PHONE_HOST, null);
    expect(phoneHost()).toEqual(PHONE_HOST);
    expect(await hostWithoutSignal()).toBeNull();
    expect(phoneHost()).toBeNull();
  });

  it('keeps a host whose storage is refused for the page itself', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    try {
      await sessionAnswered(PHONE_HOST, SESSION_ENDS_AT);
      expect(phoneHost()).toEqual(PHONE_HOST);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('tells who listens when the phone’s host changes, not when the same host is read again', async () => {
    const changes: (string | null)[] = [];
    const stop = onPhoneHostChange(() => changes.push(phoneHost()?.id ?? null));
    await sessionAnswered(PHONE_HOST, SESSION_ENDS_AT);
    await sessionAnswered(PHONE_HOST, SESSION_ENDS_AT);
    await forgetHostReads();
    stop();
    await sessionAnswered(ALEX, SESSION_ENDS_AT);
    expect(changes).toEqual([PHONE_HOST.id, null]);
  });

  it('has the service worker keep the parties and the site, never the session or any other read', () => {
    for (const path of [
      '/api/host/parties',
      '/api/host/parties?from=2026-12-12&to=2026-12-12',
      '/api/host/parties/b-1',
      '/api/site',
    ]) {
      expect([path, HOST_READS_PATTERN.test(`https://example.com${path}`)]).toEqual([path, true]);
    }
    for (const path of ['/api/session', '/api/user', '/api/host/parties/b-1/certificates', '/api/bookings/b-1']) {
      expect([path, HOST_READS_PATTERN.test(`https://example.com${path}`)]).toEqual([path, false]);
    }
  });
});
