import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { forgetHostReads, phoneHost, sessionAnswered } from '@/lib/host-reads';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/testing/api-stub.testing';
import { PHONE_HOST, SESSION_ENDS_AT } from '@/testing/host-party.fixtures';
import { useAuth } from './get-current-user.api';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);
const settled = async () => {
  const { result } = renderHook(() => useAuth(), { wrapper });
  await waitFor(() => expect(result.current.status).not.toBe('loading'));
  return result.current;
};

describe("who is signed in, on the host's phone (docs/product/party-day.md#offline)", () => {
  it('is the server’s answer: a host signed in becomes the phone’s host, until the session’s end it says', async () => {
    await forgetHostReads();
    stubApi({ 'GET /api/session': { body: { user: PHONE_HOST, expiresAt: SESSION_ENDS_AT } } });
    expect(await settled()).toEqual({ status: 'authenticated', user: PHONE_HOST });
    expect(phoneHost()).toEqual(PHONE_HOST);
  });

  it('is nobody once the server says so, however much the phone kept: a session that ended is never taken as live', async () => {
    await sessionAnswered(PHONE_HOST, SESSION_ENDS_AT);
    stubApi({ 'GET /api/session': { body: { user: null, expiresAt: null } } });
    expect(await settled()).toEqual({ status: 'unauthenticated', user: null });
    expect(phoneHost()).toBeNull();
  });

  it('without a signal, is the phone’s host while their session lasts, and nobody past its end', async () => {
    // No stub for /api/session: the request fails as a dropped connection does.
    stubApi({});
    await sessionAnswered(PHONE_HOST, SESSION_ENDS_AT);
    expect(await settled()).toEqual({ status: 'authenticated', user: PHONE_HOST });

    await sessionAnswered(PHONE_HOST, new Date(Date.now() - 1000).toISOString());
    expect(await settled()).toEqual({ status: 'unauthenticated', user: null });
    expect(phoneHost()).toBeNull();
  });

  it('without a signal, is nobody on a phone that keeps no host', async () => {
    await forgetHostReads();
    stubApi({});
    expect(await settled()).toEqual({ status: 'unauthenticated', user: null });
  });
});
