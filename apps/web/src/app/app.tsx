import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <AppProvider queryClient={queryClient}>
        <AppRoutes />
      </AppProvider>
    </BrowserRouter>
  );
}
