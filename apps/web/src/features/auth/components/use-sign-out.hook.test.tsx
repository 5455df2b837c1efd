import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { HOST_READS_CACHE } from '@/lib/host-reads';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/testing/api-stub.testing';
import { useSignOut } from './use-sign-out.hook';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter initialEntries={['/host']}>{children}</MemoryRouter>
  </QueryClientProvider>
);

describe('signing out (docs/product/party-day.md#offline)', () => {
  it("forgets the host app's kept reads, so the next person on the phone reads none of them offline", async () => {
    stubApi({ 'POST /api/logout': { status: 204 } });
    const deleteCache = vi.fn(async () => true);
    vi.stubGlobal('caches', { delete: deleteCache });
    const { result } = renderHook(() => useSignOut('header'), { wrapper });
    await act(() => result.current.signOut());
    expect(deleteCache).toHaveBeenCalledWith(HOST_READS_CACHE);
  });
});
