import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetch } from './admin-route.prefetch';

/** The admin pages' chunks the prefetch asked for, in order (each module, mocked, says so when it is loaded). */
const asked = vi.hoisted(() => [] as string[]);
vi.mock('./routes/admin-bookings.route', () => {
  asked.push('bookings');
  return { Component: () => null };
});
vi.mock('./routes/admin-dashboard.route', () => {
  asked.push('dashboard');
  return { Component: () => null };
});

describe("the admin's prefetch", () => {
  it("asks for the bookings page's chunk with its first page, not waiting for /admin's chunk", async () => {
    const queryClient = new QueryClient();
    const read = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
    prefetch(queryClient, new URLSearchParams(), '/admin/bookings');
    expect(read).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(asked).toEqual(['bookings']));
  });
});
