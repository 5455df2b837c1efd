import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SiteTheme } from '@/components/ui/site-theme.ui';
import { ToastOutlet } from '@/components/ui/toast/toast-outlet.ui';
import { createQueryClient } from '@/lib/query-client';

type Store = ReturnType<typeof createStore>;

/**
 * Renders a piece of the SPA inside the providers the app gives it: the query cache with the app's defaults, a Jotai
 * store of its own (a fresh store reads the draft from sessionStorage as a reloaded page does), a router at `route`,
 * the site's theme and the toast outlet. `seed` sets atoms in that store before the first render. Returns Testing Library's queries, a user-event session and the store.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', seed }: { route?: string; seed?: (store: Store) => void } = {},
) {
  const store = createStore();
  seed?.(store);
  const queryClient = createQueryClient();
  // No pause between keystrokes: each one revalidates the wizard's form, and the pauses only add up.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <SiteTheme>
            {ui}
            <ToastOutlet />
          </SiteTheme>
        </MemoryRouter>
      </Provider>
    </QueryClientProvider>,
  );
  /** Replaces a field's text in one input, as pasting (or Playwright's fill) does. */
  const fill = async (field: HTMLElement, text: string) => {
    await user.clear(field);
    if (text) await user.paste(text);
  };
  return { ...view, user, fill, store, queryClient };
}

/** The toast a user sees (Radix's viewport), found by its title; its description is in the same element. */
export async function findToast(title: string): Promise<HTMLElement> {
  const viewport = await screen.findByRole('region', { name: 'Notifications (F8)' });
  const heading = await within(viewport).findByText(title);
  return heading.closest('li') ?? heading;
}
