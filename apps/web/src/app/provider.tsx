import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SiteTheme } from '@/components/ui/site-theme.ui';
import { ToastOutlet } from '@/components/ui/toast/toast-outlet.ui';
import { HydrationFence } from './page-hydration';

/**
 * Everything the pages rely on: the server cache, the theme and the toast outlet. Jotai runs provider-less (its
 * default store), so it loads with the first feature that uses an atom rather than with every page. The query client
 * comes from the entry: the browser's may start with the document's data, the server's holds the live reads.
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteTheme>
        <HydrationFence>{children}</HydrationFence>
        <ToastOutlet />
      </SiteTheme>
    </QueryClientProvider>
  );
}
