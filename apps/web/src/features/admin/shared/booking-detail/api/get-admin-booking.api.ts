import type { AdminBookingDetail } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { api } from '@/lib/api-client';

/** GET /api/admin/bookings/{id}: the booking the detail dialog shows, once one is chosen. */
export const useAdminBooking = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.booking(id),
    queryFn: () => api.get<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(id!)}`),
    enabled: Boolean(id),
  });
