import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSignedIn } from '@/lib/signed-in-hint';
import { warmGuardedPage } from './router';

/** The chunks asked for, in order (each module, mocked, says so when it is loaded). */
const asked = vi.hoisted(() => [] as string[]);
vi.mock('@/features/auth/components/require-auth.component', () => {
  asked.push('guard');
  return { RequireAuth: () => null };
});
vi.mock('./routes/admin.route', () => {
  asked.push('admin');
  return { Component: () => null };
});
vi.mock('./routes/admin-bookings.route', () => {
  asked.push('bookings');
  return { Component: () => null };
});

afterEach(() => rememberSignedIn(false));

describe('a guarded page opened cold', () => {
  it('loads nothing ahead for a browser that was never signed in', async () => {
    warmGuardedPage({ pathname: '/admin/bookings', search: '' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
  });

  it("asks for the guard's, /admin's and the bookings section's code at once, and no data", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    rememberSignedIn(true);
    warmGuardedPage({ pathname: '/admin/bookings', search: '?page=2' });
    await vi.waitFor(() => expect([...asked].sort()).toEqual(['admin', 'bookings', 'guard']));
    expect(fetch).not.toHaveBeenCalled();
  });
});
