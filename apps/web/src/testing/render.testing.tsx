import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ToastOutlet } from '@/components/ui/toast/toast-outlet.ui';
import { createQueryClient } from '@/lib/query-client';

/**
 * Renders a piece of the SPA inside the providers the app gives it: the query cache with the app's defaults, a Jotai
 * store of its own (a fresh store reads the draft from sessionStorage as a reloaded page does), a router at `route`,
 * Radix's theme and the toast outlet. Returns Testing Library's queries, a user-event session and the store.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const store = createStore();
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <Theme>
            {ui}
            <ToastOutlet />
          </Theme>
        </MemoryRouter>
      </Provider>
    </QueryClientProvider>,
  );
  return { ...view, user, store, queryClient };
}

/** The toast a user sees (Radix's viewport), found by its title; its description is in the same element. */
export async function findToast(title: string): Promise<HTMLElement> {
  const viewport = await screen.findByRole('region', { name: 'Notifications (F8)' });
  const heading = await within(viewport).findByText(title);
  return heading.closest('li') ?? heading;
}
