import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastOutlet } from '@/components/ui/toast/toast-outlet.ui';
import { createQueryClient } from '@/lib/query-client';

/**
 * Everything the pages rely on: the server cache, the theme and the toast outlet. Jotai runs provider-less (its
 * default store), so it loads with the first feature that uses an atom rather than with every page.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Theme accentColor="violet" grayColor="mauve" radius="large" scaling="100%" panelBackground="solid">
        {children}
        <ToastOutlet />
      </Theme>
    </QueryClientProvider>
  );
}
