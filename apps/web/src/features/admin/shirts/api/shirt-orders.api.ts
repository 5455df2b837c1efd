import type { AdminExport, DayRange, ShirtOrder, ShirtOrderEvent } from '@app/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { shirtOrderKeys } from './keys';

/** How often an export is polled while the worker prints it. */
const POLL_MS = 750;

/** The CSV of a period (GET /api/admin/shirt-orders.csv?from=&to=), a plain download. */
export const shirtOrderCsvUrl = ({ from, to }: DayRange) =>
  `/api/admin/shirt-orders.csv?${new URLSearchParams({ from, to })}`;

/** GET /api/admin/shirt-orders?from=&to=: the period's events with custom shirts, their sizes and the totals. */
export const useShirtOrder = ({ from, to }: DayRange) =>
  useQuery({
    queryKey: shirtOrderKeys.period(from, to),
    queryFn: () => api.get<ShirtOrder>(`/api/admin/shirt-orders?${new URLSearchParams({ from, to })}`),
    placeholderData: keepPreviousData,
  });

/** POST /api/admin/shirt-orders/ordered: the sizes now are kept as ordered; the table reads again. */
export function useMarkShirtsOrdered() {
  const queryClient = useQueryClient();
  return useIntentMutation(
    (bookingIds: string[], key: string) =>
      api.post<ShirtOrderEvent[]>('/api/admin/shirt-orders/ordered', { bookingIds }, key),
    { onSuccess: () => queryClient.invalidateQueries({ queryKey: shirtOrderKeys.all }) },
  );
}

/** POST /api/admin/shirt-orders/pdf: the worker prints the period's order as an export. */
export const useStartShirtOrderPdf = () =>
  useIntentMutation((range: DayRange, key: string) => api.post<AdminExport>('/api/admin/shirt-orders/pdf', range, key));

/** GET /api/admin/exports/:id, polled until the worker is done with it (or gave up). */
export const useExportProgress = (id: string | undefined) =>
  useQuery({
    queryKey: adminKeys.export(id),
    queryFn: () => api.get<AdminExport>(`/api/admin/exports/${id}`),
    enabled: !!id,
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : POLL_MS,
  });
