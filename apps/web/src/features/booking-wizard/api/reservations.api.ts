import type { Reservation, ReserveTimeRequest } from '@app/contracts';
import { api, apiRequest } from '@/lib/api-client';

/** POST /api/reservations: reserves (or, the same time again, refreshes) this browser's chosen time. */
export const reserveTime = (body: ReserveTimeRequest) => api.post<Reservation>('/api/reservations', body);

/** DELETE /api/reservations/:token: the parent no longer wants that time; a failure only leaves it to lapse. */
export const releaseReservation = (token: string) =>
  apiRequest('DELETE', `/api/reservations/${encodeURIComponent(token)}`).then(
    () => undefined,
    () => undefined,
  );
