import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App({ queryClient, hydrating }: { queryClient: QueryClient; hydrating: boolean }) {
  return (
    <BrowserRouter>
      <AppProvider queryClient={queryClient} hydrating={hydrating}>
        <AppRoutes />
      </AppProvider>
    </BrowserRouter>
  );
}
