import type { AdminExport, AdminExportFilters } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { adminKeys } from '@/features/admin/shared/api/keys';

/** How often the list is polled while an export is still being written (its progress bar moves with it). */
const POLL_MS = 750;

const inFlight = (item: AdminExport) => item.status === 'queued' || item.status === 'running';

/**
 * GET /api/admin/exports: the recent CSVs of bookings, newest first (the Shirts tab's PDFs are exports too, followed
 * there); polled only while one of them is unfinished.
 */
export const useAdminExports = () =>
  useQuery({
    queryKey: adminKeys.exports(),
    queryFn: () => api.get<AdminExport[]>('/api/admin/exports'),
    select: (list) => list.filter((item) => item.kind === 'bookings-csv'),
    refetchInterval: (query) => (query.state.data?.some(inFlight) ? POLL_MS : false),
  });

/** POST /api/admin/exports with the table's filters (one Idempotency-Key per click); the new export heads the list. */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useIntentMutation(
    (filters: AdminExportFilters, key: string) => api.post<AdminExport>('/api/admin/exports', filters, key),
    {
      onSuccess: (created) => {
        queryClient.setQueryData<AdminExport[]>(adminKeys.exports(), (list) => [
          created,
          ...(list ?? []).filter((item) => item.id !== created.id),
        ]);
      },
    },
  );
}
